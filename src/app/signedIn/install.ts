import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';
import { rootReducer } from '../rootReducer';

/** Adds a group's reducers to the root reducer (idempotent: injecting the same reducer again is a no-op). */
export function injectFeatureReducers(group: Pick<FeatureGroup, 'reducers'>): void {
  for (const [reducerPath, reducer] of Object.entries(group.reducers)) {
    // RootState already types every group's slices; inject's own signature only takes a literal slice.
    rootReducer.inject({ reducerPath, reducer } as unknown as Parameters<typeof rootReducer.inject>[0]);
  }
}
