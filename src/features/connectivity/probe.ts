/** Small, served by the app's own server and never answered by the service worker: only the network can. */
export const PROBE_URL = '/manifest.webmanifest';

/** Any answer, even an error status, means the server can be reached. */
export async function canReachServer(): Promise<boolean> {
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
