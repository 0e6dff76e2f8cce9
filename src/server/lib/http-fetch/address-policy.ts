import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Cloud metadata services (AWS, GCP, Azure, Oracle: 169.254.169.254; AWS ECS credentials: 169.254.170.2; AWS
 * over IPv6: fd00:ec2::254; Alibaba: 100.100.100.200). Their ranges are refused anyway; these are also refused
 * for hosts an operator allowed in IMPORT_ALLOWED_HOSTS, so that exception can never reach credentials.
 */
const metadataAddresses = ['169.254.169.254', '169.254.170.2', 'fd00:ec2::254', '100.100.100.200'].map((a) => ipaddr.parse(a).toString());

/** 64:ff9b::/96, the well-known NAT64 prefix: the last 32 bits are the IPv4 address the gateway connects to. */
const nat64WellKnown = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * The IPv4 address an IPv6 address stands for, where one is embedded in a form a host or gateway would connect
 * to: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64
 * (64:ff9b::a.b.c.d). Such an address is exactly as safe as its IPv4 address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const last32 = () => new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return last32();
  if (address.match(nat64WellKnown)) return last32();
  // IPv4-compatible (deprecated): ::/96 except :: and ::1, which ipaddr.js classifies on their own.
  if (p.slice(0, 6).every((part) => part === 0) && range !== 'unspecified' && range !== 'loopback') return last32();
  return null;
}

/**
 * The ipaddr.js range of the address as it will be reached: for IPv6 forms that embed an IPv4 address, the
 * range of that IPv4 address ("loopback" for ::ffff:127.0.0.1). Not an IP address at all: "invalid".
 */
export function addressRange(address: string): string {
  if (isIP(address) === 0) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v4 = embeddedIPv4(parsed as ipaddr.IPv6);
    if (v4) return v4.range();
  }
  return parsed.range();
}

export function isMetadataAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  const v4 = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : null;
  return metadataAddresses.includes((v4 ?? parsed).toString());
}

/**
 * Whether the server may connect to this address on a user's behalf: only public unicast addresses. Refused:
 * loopback, private (RFC 1918), carrier-grade NAT, link-local, unique-local, unspecified, broadcast,
 * multicast, reserved and documentation ranges, 6to4/Teredo/local-use NAT64 and other special IPv6 ranges, any
 * IPv6 form of those IPv4 ranges, and cloud metadata addresses.
 */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast' && !isMetadataAddress(address);
}
