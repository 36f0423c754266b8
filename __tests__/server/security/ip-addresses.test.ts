import { canonicalAddress, clientNetworkOf, isPublicAddress } from '@server/security/ip-addresses';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:5',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a00:5',
    '2002:a00:5::1',
    'fd00::1',
    'fc00::1',
    'fe80::1',
    'FE80::1',
    'ff02::1',
    '2001:db8::1',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.79.10', '172.32.0.1', '100.128.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001::200e'])(
    'takes %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('canonicalAddress and clientNetworkOf', () => {
  it('reads IPv4-mapped IPv6 as IPv4 in either spelling', () => {
    expect(canonicalAddress('::ffff:10.0.0.5')).toBe('10.0.0.5');
    expect(canonicalAddress('::FFFF:a00:5')).toBe('10.0.0.5');
    expect(canonicalAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(canonicalAddress('203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(clientNetworkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8:1:2::ffff')).toBe(clientNetworkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('2001:db8:1:3::1')).not.toBe(clientNetworkOf('2001:db8:1:2::1'));
    expect(clientNetworkOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetworkOf('198.51.100.7')).toBe('198.51.100.7');
  });
});
