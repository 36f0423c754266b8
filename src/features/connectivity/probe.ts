import { sessionTap } from '@/shared/recording/tap';

/** Small, served by the app's own server and never answered by the service worker: only the network can. */
export const PROBE_URL = '/manifest.webmanifest';

/** Any answer, even an error status, means the server can be reached. */
export async function canReachServer(): Promise<boolean> {
  const at = Date.now();
  let status = 0;
  try {
    status = (await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' })).status;
    return true;
  } catch {
    return false;
  } finally {
    // A session recording answers the probe in a replay as the network did.
    sessionTap()?.call({ method: 'HEAD', url: PROBE_URL, at, answeredAt: Date.now(), status });
  }
}
