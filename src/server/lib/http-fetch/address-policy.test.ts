import { describe, expect, it } from 'vitest';
import { addressRange, isMetadataAddress, isPublicAddress } from './address-policy.ts';
import { normaliseAllowedHost, parseAllowedHosts } from './allowed-hosts.ts';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', 'unicast'],
    ['93.184.215.14', 'unicast'],
    ['2606:4700:4700::1111', 'unicast'],
    ['2001:4860:4860::8888', 'unicast'],
    // IPv6 forms of a public IPv4 address are as good as the address itself.
    ['::ffff:8.8.8.8', 'unicast'],
    ['64:ff9b::808:808', 'unicast'],
  ])('allows %s (%s)', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.170.2', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // Documentation ranges.
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['2001:db8::1', 'reserved'],
    // IPv4-mapped, -translated and -compatible forms of internal addresses.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::a00:1', 'private'],
    // NAT64: the well-known prefix with an internal address, and the local-use prefix altogether.
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['64:ff9b:1::808:808', 'rfc6052'],
    // Tunnels whose far end we cannot check.
    ['2002:7f00:1::1', '6to4'],
    ['2001::1', 'teredo'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['not an address', 'invalid'],
    ['1.2.3', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '169.254.170.2', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe'])(
    'knows %s for a cloud metadata address',
    (address) => {
      expect(isMetadataAddress(address)).toBe(true);
    },
  );

  it.each(['127.0.0.1', '10.0.0.1', '8.8.8.8', 'nonsense'])('does not take %s for a metadata address', (address) => {
    expect(isMetadataAddress(address)).toBe(false);
  });
});

describe('IMPORT_ALLOWED_HOSTS entries', () => {
  it.each([
    ['127.0.0.1:8080', '127.0.0.1:8080'],
    ['Recipes.Intranet:80', 'recipes.intranet:80'],
    [' recipes.intranet:443 ', 'recipes.intranet:443'],
    ['[::1]:3000', '[::1]:3000'],
    ['[0:0::1]:3000', '[::1]:3000'],
  ])('normalises %j to %j', (entry, expected) => {
    expect(normaliseAllowedHost(entry)).toBe(expected);
  });

  it.each([
    'recipes.intranet',
    'http://recipes.intranet:80',
    'recipes.intranet:80/path',
    'user@recipes.intranet:80',
    'a b:80',
    'host:0',
    'host:70000',
    ':80',
  ])('refuses %j', (entry) => {
    expect(normaliseAllowedHost(entry)).toBeNull();
  });

  it('splits the setting on commas and names a bad entry', () => {
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts('a.test:1, b.test:2,')).toEqual(['a.test:1', 'b.test:2']);
    expect(() => parseAllowedHosts('a.test:1,b.test')).toThrow('"b.test" is not host:port');
  });
});
