import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a host name or address is this machine's loopback (`localhost`, 127.0.0.0/8, ::1, ::ffff:127.x). */
export function isLoopback(host: string | undefined) {
  if (host === 'localhost') return true;
  const family = host ? isIP(host) : 0;
  return family !== 0 && loopback.check(host!, family === 6 ? 'ipv6' : 'ipv4');
}
