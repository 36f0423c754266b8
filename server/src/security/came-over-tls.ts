import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { ServerConfig } from '@server/config';

/** Whether the peer may speak for the client, read from TRUST_PROXY exactly as Fastify reads it for request.protocol. */
function trustsPeerOf(trustProxy: ServerConfig['trustProxy']): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  // A hop count cannot tell that the peer itself is the proxy: Fastify believes no forwarded header then, nor does this.
  if (trustProxy === false || typeof trustProxy === 'number') return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusted(address, 0);
}

/**
 * Whether a raw request came over TLS: its own socket is encrypted, or a proxy the server trusts says so in
 * X-Forwarded-Proto (its last entry, the one that proxy wrote). Works on the requests Fastify routes and on those
 * engine.io answers itself, so both decide HSTS alike.
 */
export function overTlsCheckOf(trustProxy: ServerConfig['trustProxy']): (request: IncomingMessage) => boolean {
  const trustsPeer = trustsPeerOf(trustProxy);
  return (request) => {
    const forwarded = request.headers['x-forwarded-proto'];
    const peer = request.socket?.remoteAddress;
    if (forwarded && peer && trustsPeer(peer)) return String(forwarded).split(',').at(-1)?.trim() === 'https';
    return (request.socket as TLSSocket | undefined)?.encrypted === true;
  };
}
