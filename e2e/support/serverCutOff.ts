import type { BrowserContext, WebSocketRoute } from '@playwright/test';
import { LIVE_PATH } from '@contract/live';

export interface ServerCutOff {
  /** Every request of the context aborted, its live sockets closed and new ones refused. */
  cut(): Promise<void>;
  /** The context reaches the server again; the app finds out by itself. */
  restore(): void;
}

/**
 * The server out of reach for one browser context alone, while the test (a customer, a colleague's device) still
 * reaches it: what a tablet sees when the shop's router loses its route to the server but keeps its Wi-Fi. Set up
 * before the app opens, so its live socket goes through the route that can close it.
 */
export async function serverCutOff(context: BrowserContext, { pageLoads = false } = {}): Promise<ServerCutOff> {
  let cut = false;
  const sockets: WebSocketRoute[] = [];
  await context.routeWebSocket(
    (url) => url.pathname.startsWith(LIVE_PATH),
    (socket) => {
      if (cut) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    },
  );
  await context.route('**/*', (route) => {
    if (!cut) return route.fallback();
    // pageLoads: only the app's calls fail, as with no network, while the page and its code still load (a reload
    // without the server, for a build whose service worker may not be in control yet to serve the page offline).
    if (pageLoads && !['fetch', 'xhr'].includes(route.request().resourceType())) return route.fallback();
    return route.abort(pageLoads ? 'internetdisconnected' : 'connectionrefused');
  });
  return {
    async cut() {
      cut = true;
      await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    },
    restore() {
      cut = false;
    },
  };
}
