import { pageChunksFor } from '../pageChunks';
import type { AppStore } from '../store';

const mainTabsChunk = () => import('../MainTabs');
const liveOperationsChunk = () => Promise.all([import('./features'), import('./install')]);

/** Loads the signed-in chunk: its screens, and the live operations' state and sagas. */
export async function loadSignedInArea(store: AppStore) {
  const [{ default: MainTabs }, [{ liveOperations }, { installFeatureGroup }]] = await Promise.all([
    mainTabsChunk(),
    liveOperationsChunk(),
  ]);
  installFeatureGroup(store, liveOperations);
  return { default: MainTabs };
}

/**
 * Starts fetching, side by side, the signed-in area and the screen at this address, which would otherwise load
 * one after the other (the screen's chunk is only asked for once the area has rendered). The lazy components
 * later ask for the same chunks and get these requests; a failed fetch is theirs to report (webpack retries it).
 */
export function prefetchSignedInScreen(pathname: string): void {
  for (const chunk of [mainTabsChunk, liveOperationsChunk, ...pageChunksFor(pathname)]) chunk().catch(() => undefined);
}
