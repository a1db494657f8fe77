import ipaddr from 'ipaddr.js';

/**
 * The leading bits of an IPv6 address that name one client: a /64 is one network (a home, an office, a phone's
 * link), whose hosts pick any of its 2^64 addresses at will.
 */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client address as every per-address rate limit counts it (docs/decisions/0032): an IPv4 address as it is, also
 * when written IPv4-mapped (`::ffff:10.1.2.3`); an IPv6 address by its /64 (`2001:db8:1:2::/64`).
 */
export function addressKey(ip: string): string {
  // A trusted proxy may forward something that is no address at all: it is then a client of its own.
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`).toString()}/${IPV6_CLIENT_PREFIX}`;
}
