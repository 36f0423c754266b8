import type { FastifyServerOptions } from 'fastify';

/**
 * How much of the server one client may hold, in one place. Bodies are JSON or forms a few kilobytes long (photos
 * are streamed by the multipart parser under its own limits); a request must arrive whole within the configured time
 * or gets 408, so a client trickling its body cannot hold a connection; and connections are capped well above what a
 * shop's devices and customers use (one live socket per staff device).
 */
export const BODY_LIMIT_BYTES = 256 * 1024;
export const MAX_CONNECTIONS = 5_000;
// How often Node looks for requests past their time: the 408 comes at most this late.
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The two settings of the server's configuration these limits read (config.ts parses them with the functions below). */
export interface RequestLimitSettings {
  trustProxy: ReturnType<typeof parseTrustProxy>;
  requestTimeoutSeconds: number;
}

export function requestLimitsOf(config: RequestLimitSettings): FastifyServerOptions {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout,
    // Node reads the request timeout when it creates the server; set afterwards, as Fastify does, it never fires.
    http: { requestTimeout, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
  } as FastifyServerOptions;
}

/**
 * TRUST_PROXY: empty (no proxy: the socket's address is the client's), 'true' (trust every hop), a hop count, or
 * the proxies' addresses or CIDR ranges, comma-separated. Behind nginx, X-Forwarded-For and -Proto are believed only
 * from what this trusts, so sign-in limits count each client and HSTS is sent over HTTPS.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((entry) => entry.trim());
  if (addresses.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new Error(`Invalid TRUST_PROXY "${raw}": use true, a hop count, or addresses/CIDR ranges separated by commas`);
  }
  return addresses.join(',');
}

export function parseRequestTimeout(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 60;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) {
    throw new Error(`Invalid REQUEST_TIMEOUT_SECONDS "${raw}": use whole seconds from 1 to 600`);
  }
  return seconds;
}
