import person from './slice';
import { personSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * The person acting on a shared device ('Pedir PIN'): loaded only where the device asks for a PIN, a person acts,
 * or 'Equipe' opens, so a device of the shop's account alone never downloads it.
 */
export const personReducers = { person };

export const personGroup = {
  name: 'person',
  reducers: personReducers,
  saga: personSaga,
} satisfies FeatureGroup;
