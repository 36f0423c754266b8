import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FeatureGroup } from './featureGroup';

/** Dispatched once a group's reducers are in, so every injected slice computes its initial state. */
export const featureGroupInstalled = createAction<string>('app/featureGroupInstalled');

/**
 * A signed-in start on this address, once the live operations run: the list it shows may load at once, without
 * waiting for its screen or the live room.
 */
export const signedInStartedOn = createAction<string>('app/signedInStartedOn');

/** What a store offers to take a group in: the app's store adds its reducers to the root reducer and runs its saga. */
export interface FeatureGroupHost {
  dispatch(action: UnknownAction): unknown;
  injectFeatureReducers(group: Pick<FeatureGroup, 'reducers'>): void;
  runSaga(saga: () => Generator): void;
}

const installed = new WeakMap<FeatureGroupHost, Set<string>>();

/** Injects a group's reducers and starts its saga, once per store. */
export function installFeatureGroup(host: FeatureGroupHost, group: FeatureGroup): void {
  let groups = installed.get(host);
  if (!groups) {
    groups = new Set();
    installed.set(host, groups);
  }
  if (groups.has(group.name)) return;
  groups.add(group.name);
  host.injectFeatureReducers(group);
  host.dispatch(featureGroupInstalled(group.name));
  host.runSaga(group.saga);
}
