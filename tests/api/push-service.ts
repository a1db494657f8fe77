import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import { expect } from 'vitest';

/**
 * A push service stand-in for the API tests (docs/decisions/0054-web-push.md): an HTTPS server (web-push sends over
 * https only) that takes what the API sends, checks its VAPID signature as a push service does (RFC 8292) and decrypts
 * the payload (RFC 8291, aes128gcm) with the private key of the browser it stands for. Each device is a path of its own.
 */

/** One browser: the P-256 key pair and the auth secret it would make, and the subscription it would hand over. */
export type Device = { path: string; ecdh: ECDH; auth: Buffer; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };

export type Delivery = {
  path: string;
  /** The JWT's claims once verified, and the key it was verified with (`k`). */
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
  headers: IncomingMessage['headers'];
  payload: { title: string; body: string; url: string; tag: string };
};

/** The content of an aes128gcm body (one record) sent to `device`. */
function decrypt(body: Buffer, device: Device) {
  const salt = body.subarray(0, 16);
  const keyLength = body[20];
  const senderKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const info = (text: string) => Buffer.from(`${text}\0`);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, Buffer.concat([info('WebPush: info'), device.ecdh.getPublicKey(), senderKey]), 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record's content ends with the delimiter 2, then zeros.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as Delivery['payload'];
}

/** Verifies `Authorization: vapid t=<JWT>, k=<public key>` as RFC 8292 says; answers the claims. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(match, `a VAPID authorization, not ${header}`).not.toBeNull();
  const [, token, k] = match!;
  const point = Buffer.from(k, 'base64url');
  expect(point).toHaveLength(65);
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'], audience: origin });
  expect(payload.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  expect(typeof payload.sub).toBe('string');
  return { claims: payload as Delivery['claims'], publicKey: k };
}

/**
 * A certificate for 127.0.0.1 made for this run (openssl), which this process's HTTPS requests trust: the API under
 * test runs in the same process and sends through Node's global agent.
 */
function trustedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-stand-in-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true });
  globalAgent.options.ca = pair.cert;
  return pair;
}

export async function pushServiceStandIn() {
  const devices = new Map<string, Device>();
  const deliveries: Delivery[] = [];
  const failures: unknown[] = [];
  /** The status a device's pushes are answered with (201 unless set). */
  const answers = new Map<string, number>();
  const server = createServer(trustedCertificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const device = devices.get(request.url ?? '');
        expect(device, `a push to a device of the stand-in: ${request.url}`).toBeDefined();
        expect(request.method).toBe('POST');
        expect(request.headers['content-encoding']).toBe('aes128gcm');
        const { claims, publicKey } = await verifyVapid(request.headers.authorization, url);
        deliveries.push({ path: device!.path, claims, publicKey, headers: request.headers, payload: decrypt(Buffer.concat(chunks), device!) });
        response.writeHead(answers.get(device!.path) ?? 201).end();
      } catch (err) {
        failures.push(err);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let made = 0;
  return {
    url,
    /** A new browser of this push service. */
    device(): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${++made}-${randomBytes(6).toString('hex')}`;
      const device = {
        path,
        ecdh,
        auth,
        subscription: { endpoint: `${url}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      };
      devices.set(path, device);
      return device;
    },
    /** What reached `device` (every push checked and decrypted). */
    to: (device: Device) => deliveries.filter((d) => d.path === device.path),
    answer: (device: Device, status: number) => answers.set(device.path, status),
    /** Every push that failed the checks (the test expects none). */
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        delete globalAgent.options.ca;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof pushServiceStandIn>>;
