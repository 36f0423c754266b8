import soldOut from './slice';
import { soldOutSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** 'Esgotar' from an order's screen: whether its products and options are on sale, and marking them. */
export const soldOutReducers = { soldOut };

export const soldOutGroup = {
  name: 'soldOut',
  reducers: soldOutReducers,
  saga: soldOutSaga,
} satisfies FeatureGroup;
