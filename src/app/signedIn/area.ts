import { pageChunksFor } from '../pageChunks';
import { ionicShellChunk } from '../shell/chunks';
import type { AppStore } from '../store';

const liveOperationsChunk = () => Promise.all([import('./features'), import('./install')]);

/** Loads and starts the live operations' state and sagas, which the signed-in screens need from their first render. */
export async function installLiveOperations(store: AppStore): Promise<void> {
  const [{ liveOperations }, { installFeatureGroup }] = await liveOperationsChunk();
  installFeatureGroup(store, liveOperations);
}

/**
 * Starts fetching, side by side, the Ionic shell with the tabs, the live operations and the screen at this address,
 * which would otherwise load one after the other (each chunk is only asked for once the one before has rendered).
 * The lazy components later ask for the same chunks and get these requests; a failed fetch is theirs to report
 * (webpack retries it).
 */
export function prefetchSignedInScreen(pathname: string): void {
  for (const chunk of [ionicShellChunk, liveOperationsChunk, ...pageChunksFor(pathname)]) chunk().catch(() => undefined);
}
