import type { AppStore } from '../store';

/** Loads the signed-in chunk: its screens, and the state and sagas behind them. */
export async function loadSignedInArea(store: AppStore) {
  const [{ default: MainTabs }, { installSignedInFeatures }] = await Promise.all([
    import('../MainTabs'),
    import('./install'),
  ]);
  installSignedInFeatures(store);
  return { default: MainTabs };
}
