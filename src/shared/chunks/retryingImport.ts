/** The first waits between tries of a chunk that failed to load; later tries wait the last one. */
export const CHUNK_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves at once when the browser says it is online, else when it comes back. */
function online(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** webpack's error for a chunk the network did not deliver; any other error is the module's own and is thrown. */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/**
 * Loads a chunk, and when the network fails it, tries again once the browser is online, for as long as it takes.
 * A part of a screen that first appears while the link is down (a toast, a banner, a page on a device whose
 * service worker has not cached the app yet) then waits for the link instead of failing: a failed `import()`
 * thrown into React unmounts the whole app, which on a counter tablet is a white screen that still chimes.
 * webpack forgets a chunk that failed, so each try requests it again.
 */
export async function retryingImport<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      await online();
      await wait(CHUNK_RETRY_DELAYS_MS[Math.min(attempt, CHUNK_RETRY_DELAYS_MS.length - 1)]);
    }
  }
}
