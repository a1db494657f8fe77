// @ts-check
import proxyAddr from '@fastify/proxy-addr';

/** Headers only a proxy in front of the web server may set; a visitor's own are dropped. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

/**
 * Makes X-Forwarded-For the visitor's address as this server saw it: Next and the session routes pass it on to
 * the API, whose per-IP limits (sign-in, registration, SMS) count it. What a visitor sends is replaced, not
 * appended to: only the proxies in front of the web server that `trusted` lists (WEB_TRUST_PROXY: addresses, CIDRs,
 * `loopback`, `linklocal`, `uniquelocal`, comma-separated; default none) may name another address, host or protocol.
 * @param {string | undefined} trusted
 */
export function createClientAddress(trusted) {
  const list = (trusted ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const trust = proxyAddr.compile(list);
  /** @param {import('node:http').IncomingMessage} req */
  return function forwardClientAddress(req) {
    if (!trust(req.socket.remoteAddress ?? '', 0)) for (const name of PROXY_HEADERS) delete req.headers[name];
    req.headers['x-forwarded-for'] = proxyAddr(req, trust);
  };
}
