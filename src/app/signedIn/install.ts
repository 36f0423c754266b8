// Forms of the signed-in screens build their yup schemas after this: the spec's messages come first.
import '../../shared/forms/locale';
import { createAction } from '@reduxjs/toolkit';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';
import { signedInReducers, signedInSaga } from './features';

/** Dispatched once the signed-in reducers are in, so every injected slice computes its initial state. */
export const signedInFeaturesInstalled = createAction('app/signedInFeaturesInstalled');

/** Adds the signed-in reducers to the root reducer (idempotent: injecting the same reducer again is a no-op). */
export function injectSignedInReducers(): void {
  for (const [reducerPath, reducer] of Object.entries(signedInReducers)) {
    rootReducer.inject({ reducerPath, reducer } as Parameters<typeof rootReducer.inject>[0]);
  }
}

const started = new WeakSet<AppStore>();

/** Injects the signed-in reducers and starts their sagas, once per store. */
export function installSignedInFeatures(store: AppStore): void {
  if (started.has(store)) return;
  started.add(store);
  injectSignedInReducers();
  store.dispatch(signedInFeaturesInstalled());
  store.runSaga(signedInSaga);
}
