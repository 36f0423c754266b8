import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '@server/security/ip-addresses';

/** Every address a host name resolves to; injected by tests, which must not reach the network. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface PushEndpointPolicy {
  /** PUSH_ALLOWED_HOSTS: when not empty, the only hosts (exact, or '*.' for any subdomain) a push may go to. */
  allowedHosts: readonly string[];
  resolve: ResolveHost;
}

export type EndpointCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

const refused = (reason: string): EndpointCheck => ({ ok: false, reason });

function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return true;
  return allowedHosts.some((allowed) => (allowed.startsWith('*.') ? hostname.endsWith(allowed.slice(1)) : hostname === allowed));
}

/**
 * Whether the server may send a push to an endpoint: HTTPS on port 443, a host name (never an address literal)
 * that PUSH_ALLOWED_HOSTS allows and that resolves, now, to public addresses only. Checked when a device
 * subscribes and again before every push, since the name's addresses may have changed in between; the addresses
 * found are the ones the push is sent to.
 */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refused('endereço inválido');
  }
  if (url.protocol !== 'https:') return refused('use https');
  if (url.port !== '') return refused('use a porta 443');
  if (url.username !== '' || url.password !== '') return refused('endereço com credenciais');
  const hostname = url.hostname.toLowerCase();
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return refused('use o nome do serviço, não um endereço IP');
  if (!isAllowedHost(hostname, policy.allowedHosts)) return refused('serviço de notificação não permitido');
  let addresses: string[];
  try {
    addresses = await policy.resolve(hostname);
  } catch {
    return refused('nome não encontrado');
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return refused('o nome leva a um endereço não público');
  return { ok: true, url, addresses };
}

/** PUSH_ALLOWED_HOSTS: host names separated by commas; '*.example.com' allows every subdomain of example.com. */
export function parseAllowedHosts(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase()).filter((host) => host !== '');
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      throw new Error(`Invalid PUSH_ALLOWED_HOSTS entry "${host}": use host names such as fcm.googleapis.com or *.push.apple.com`);
    }
  }
  return hosts;
}
