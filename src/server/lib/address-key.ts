import ipaddr from 'ipaddr.js';

/**
 * A client address as limits count it, written as better-auth writes it on sessions: IPv4 as it is (also when
 * mapped into IPv6), IPv6 as its /64 network in full, since one home or phone is given a whole /64 and could
 * otherwise rotate through countless addresses.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return v6.parts.map((part, i) => (i < 4 ? part : 0).toString(16).padStart(4, '0')).join(':');
}
