import { createAction } from '@reduxjs/toolkit';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';
import type { FeatureGroup } from './featureGroup';

/** Dispatched once a group's reducers are in, so every injected slice computes its initial state. */
export const featureGroupInstalled = createAction<string>('app/featureGroupInstalled');

/**
 * A signed-in start on this address, once the live operations run: the list it shows may load at once, without
 * waiting for its screen or the live room.
 */
export const signedInStartedOn = createAction<string>('app/signedInStartedOn');

/** Adds a group's reducers to the root reducer (idempotent: injecting the same reducer again is a no-op). */
export function injectFeatureReducers(group: FeatureGroup): void {
  for (const [reducerPath, reducer] of Object.entries(group.reducers)) {
    // RootState already types every group's slices; inject's own signature only takes a literal slice.
    rootReducer.inject({ reducerPath, reducer } as unknown as Parameters<typeof rootReducer.inject>[0]);
  }
}

const installed = new WeakMap<AppStore, Set<string>>();

/** Injects a group's reducers and starts its saga, once per store. */
export function installFeatureGroup(store: AppStore, group: FeatureGroup): void {
  let groups = installed.get(store);
  if (!groups) {
    groups = new Set();
    installed.set(store, groups);
  }
  if (groups.has(group.name)) return;
  groups.add(group.name);
  injectFeatureReducers(group);
  store.dispatch(featureGroupInstalled(group.name));
  store.runSaga(group.saga);
}
