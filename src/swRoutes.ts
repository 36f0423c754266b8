/**
 * Server paths that answer with data, not with the app: the API (spec 7), the customer API, the API docs, menu
 * images and the live connection; and the guests' own page a QR code opens (/sign-in/{code}), which a staff member's
 * phone must open as the guests see it. A page load of one of them must reach the server, never the app's shell.
 * `/menu` and `/orders` alone are app routes; only these deeper prefixes are the server's.
 */
export const SERVER_PATHS = [
  '/api',
  '/token',
  '/token-v2',
  '/menu/accounts',
  '/menu/verify',
  '/menu/images',
  '/ordering',
  '/v2',
  '/public',
  '/docs',
  '/ws',
  '/sign-in',
] as const;

/** The runtime configuration the server writes for this deployment (variant, API URL). */
export const RUNTIME_CONFIG_PATH = '/config.js';

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A file asked for by name (sw.js, an icon, the manifest): the server has it or says it does not. */
const FILE_NAME = /\/[^/]+\.[^/]+$/;

/** Page loads that the precached index.html answers, online or not: every app route (spec 2). */
export function isShellNavigation(pathname: string): boolean {
  return !isServerPath(pathname) && !FILE_NAME.test(pathname);
}
