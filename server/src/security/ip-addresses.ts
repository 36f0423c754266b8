import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * An IPv6 address written the one way (lower case, zeros compressed), or an IPv4 address as is; an IPv4-mapped
 * IPv6 address (::ffff:10.0.0.5, ::ffff:a00:5) is its IPv4 address, so no rule can be dodged by spelling.
 */
export function canonicalAddress(address: string): string {
  if (!isIPv6(address)) return address;
  const compressed = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (!mapped) return compressed;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The /64 an IPv6 address belongs to (one subscriber's network), or an IPv4 address as is. */
export function clientNetworkOf(address: string): string {
  const canonical = canonicalAddress(address);
  if (!isIPv6(canonical)) return canonical;
  const full = new URL(`http://[${canonical}]/`).hostname.slice(1, -1);
  // Expand '::' so the first four groups can be read off.
  const [head, tail = ''] = full.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = full.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

// Every range that is not the public internet: this host, private networks, carrier-grade NAT, link-local (with
// the cloud metadata address 169.254.169.254), documentation, benchmarking, multicast and reserved space, and
// IPv6's counterparts, with the prefixes that embed an IPv4 address (NAT64, 6to4, Teredo).
const NOT_PUBLIC: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const notPublic = new BlockList();
for (const [network, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(network, prefix, family);

/** Whether an address (IPv4, IPv6, IPv4-mapped IPv6) is on the public internet; anything else is false. */
export function isPublicAddress(address: string): boolean {
  const canonical = canonicalAddress(address);
  if (isIPv4(canonical)) return !notPublic.check(canonical, 'ipv4');
  if (isIPv6(canonical)) return !notPublic.check(canonical, 'ipv6');
  return false;
}
