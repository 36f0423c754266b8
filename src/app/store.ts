import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { sessionTapMiddleware } from '@/shared/recording/tap';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { injectFeatureReducers } from './signedIn/install';

export interface StoreOptions {
  /** Tests run sagas only when they ask for them. */
  runSagas?: boolean;
}

export function createAppStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // Error notifications carry the Error itself so the saga can log it; it never reaches the state.
        serializableCheck: { ignoredActionPaths: ['payload.error', 'meta.arg', 'meta.baseQueryMeta'] },
      }).concat(sessionTapMiddleware, sagaMiddleware),
  });
  const runSagas = options.runSagas !== false;
  if (runSagas) sagaMiddleware.run(rootSaga);
  // Signed-in slices are optional in the reducer's own type; screens and sagas reading them run after injection.
  const typedStore = store as Omit<typeof store, 'getState'> & { getState: () => RootState };
  return Object.assign(typedStore, {
    /** Adds a signed-in group's reducers (shared/featureGroups installs the group). */
    injectFeatureReducers,
    /** Starts a saga later (signed-in features); a no-op for stores created without sagas. */
    runSaga: (saga: () => Generator) => {
      if (runSagas) sagaMiddleware.run(saga);
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
