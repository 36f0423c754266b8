import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { overTlsCheckOf } from '@server/security/came-over-tls';

const HSTS = 'max-age=31536000; includeSubDomains';
// A Host header is the client's to write; only a plain host[:port] may reach a policy, never a ';' or a space.
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The live connection's own origin; 'self' alone does not cover ws:/wss: in every browser. Both schemes are named
 * because behind a TLS-terminating proxy the server cannot always tell which one the page used.
 */
function liveOriginsOf(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/** The origin of API_URL and of its live connection, when the app calls another host. */
export function apiOriginsOf(apiUrl: string): string[] {
  if (!apiUrl) return [];
  const { origin, protocol } = new URL(apiUrl);
  const live = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${new URL(origin).host}`;
  return [origin, live];
}

/**
 * Browser-side defences on every answer (app, API, errors): a Content-Security-Policy that runs only the app's own
 * scripts, no framing, no MIME sniffing, a strict referrer, and HSTS only when the request really came over TLS
 * (behind a proxy, as the server's trustProxy setting reports it), since HSTS over plain HTTP is ignored at best
 * and pins a mistaken host at worst. Register before the routes.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const apiOrigins = apiOriginsOf(app.config.apiUrl);
  const cameOverTls = overTlsCheckOf(app.config.trustProxy);
  // Built once: @fastify/helmet builds helmet's middleware again for every request, parsing the whole policy each
  // time (about 4% of the server's time under the API benchmark).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        // The runtime settings come from /config.js, an external script: no inline script is ever needed.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Ionic sets styles inline on its components; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: and blob: carry the QR code images and the downloads the app builds in the browser.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", liveOriginsOf, ...apiOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app may be served from another origin than the API (API_URL) and still shows the API's images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (cameOverTls(request.raw)) reply.header('strict-transport-security', HSTS);
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  app.decorate('securityHeadersOf', (request: IncomingMessage) => {
    const headers: Record<string, string> = {};
    const collector = {
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
      removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    };
    setSecurityHeaders(request, collector as unknown as ServerResponse, () => undefined);
    if (cameOverTls(request)) headers['strict-transport-security'] = HSTS;
    return headers;
  });
}
