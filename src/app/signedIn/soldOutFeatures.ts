import soldOut from '@/features/sold-out/slice';
import { soldOutSaga } from '@/features/sold-out/sagas';
import type { FeatureGroup } from './featureGroup';

/** 'Esgotar' from an order's screen: whether its products and options are on sale, and marking them. */
export const soldOutReducers = { soldOut };

export const soldOutGroup = {
  name: 'soldOut',
  reducers: soldOutReducers,
  saga: soldOutSaga,
} satisfies FeatureGroup;
