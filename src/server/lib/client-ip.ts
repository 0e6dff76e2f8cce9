import { BlockList, isIP } from 'node:net';

/**
 * The client's address: the socket's peer, or — only when that peer is one of our trusted proxies — the
 * right-most address in X-Forwarded-For that is not itself a trusted proxy.
 */
export function createClientIpResolver(trustedProxies: string[]) {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!address || !isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  // BlockList.check builds a SocketAddress on every call; the answer for an address never changes, and the
  // addresses a server sees (its proxies, its clients) repeat, so answers are remembered, a bounded number.
  const answers = new Map<string, boolean>();
  const isTrusted = (address: string) => {
    let answer = answers.get(address);
    if (answer === undefined) {
      const family = isIP(address);
      answer = family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
      if (answers.size >= 10_000) answers.clear();
      answers.set(address, answer);
    }
    return answer;
  };

  return function resolveClientIp(socketAddress: string | undefined, forwardedFor: string | undefined): string | undefined {
    const peer = socketAddress?.startsWith('::ffff:') ? socketAddress.slice(7) : socketAddress;
    if (!peer || !forwardedFor || !isTrusted(peer)) return peer;
    const hops = forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] as string;
      if (!isIP(hop)) return peer;
      if (!isTrusted(hop)) return hop;
    }
    return peer;
  };
}
