/**
 * webpack-dev-server for `npm run dev`: the app with hot reload on one port, everything else passed to the API
 * server (DEV_API_PORT) that scripts/tools/dev.mjs runs in watch mode, the live connection included.
 */

// What the dev server answers itself; the rest (API, /config.js, the manifest, /docs, /ws/events) is the server's.
const HMR_PATH = '/hmr';
const OWN_PREFIXES = ['/assets/', '/icons/', '/sounds/'];

// Page loads get index.html from the dev server: /menu and /orders are app routes and API prefixes alike, so, as
// on the real server, Accept decides.
const isPageLoad = (req) => req.method === 'GET' && (req.headers.accept || '').includes('text/html');

function isForApiServer(pathname, req) {
  if (pathname === HMR_PATH || pathname.includes('.hot-update.')) return false;
  if (OWN_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return !isPageLoad(req);
}

function devServerOf(env) {
  return {
    host: env.HOST || 'localhost',
    port: Number(env.PORT) || 8080,
    hot: true,
    // A QR code's link opens the guests' page, as the real server does (server/src/plugins/guest-page.ts).
    historyApiFallback: { rewrites: [{ from: /^\/sign-in\/[^/]+$/, to: '/guest.html' }] },
    static: false,
    webSocketServer: { type: 'ws', options: { path: HMR_PATH } },
    client: { webSocketURL: { pathname: HMR_PATH }, overlay: { errors: true, warnings: false }, logging: 'warn' },
    proxy: [{ pathFilter: isForApiServer, target: `http://127.0.0.1:${env.DEV_API_PORT || 8081}`, ws: true }],
  };
}

module.exports = { devServerOf, isForApiServer };
