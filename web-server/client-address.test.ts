// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientAddress } from './client-address.mjs';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A real HTTP server that applies the rule and answers the forwarding headers Next would then see. */
async function start(trusted: string | undefined) {
  const forward = createClientAddress(trusted);
  server = createServer((req, res) => {
    forward(req);
    const { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto, 'x-forwarded-host': host } = req.headers;
    res.end(JSON.stringify({ forwardedFor, proto: proto ?? null, host: host ?? null }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A request from `localAddress` (any 127.x address is this machine) with the given headers. */
function get(port: number, headers: Record<string, string>, localAddress = '127.0.0.9') {
  return new Promise<{ forwardedFor: string; proto: string | null; host: string | null }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, localAddress, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body)));
    })
      .on('error', reject)
      .end();
  });
}

const forged = { 'x-forwarded-for': '203.0.113.7, 198.51.100.2', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };

describe('the address the web server forwards', () => {
  it('is the peer it saw, whatever a visitor claims, when no proxy is trusted (the default)', async () => {
    const port = await start(undefined);
    expect(await get(port, forged)).toEqual({ forwardedFor: '127.0.0.9', proto: null, host: null });
    expect(await get(port, {})).toEqual({ forwardedFor: '127.0.0.9', proto: null, host: null });
  });

  it('takes the client a trusted proxy names, and only one hop beyond it', async () => {
    const port = await start('127.0.0.9/32');
    expect(await get(port, forged)).toEqual({ forwardedFor: '198.51.100.2', proto: 'https', host: 'evil.example' });
    // Another peer on the same machine is not the trusted proxy.
    expect(await get(port, forged, '127.0.0.10')).toEqual({ forwardedFor: '127.0.0.10', proto: null, host: null });
  });
});
