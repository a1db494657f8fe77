import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes, catalogRoutes, healthRoutes, UPLOAD_CHUNK_BYTES } from '../../contracts';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openPglite } from '../../server/src/db/client';
import { ACCOUNTS_ENV, DEMO, login, newIp } from './accounts';
import { startServer, type TestServer } from './helpers';
import { chunkFields, mp4Bytes, sendChunk } from './upload-client';

const METRICS_TOKEN = 'a-scraper-token-of-enough-length';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of Prometheus's text format (comments skipped). */
const samplesOf = (text: string): Sample[] =>
  text
    .split('\n')
    .map((line) => /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, name, labels = '', value]) => ({
      name,
      labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, v]) => [key, v])),
      value: Number(value),
    }));

/** The value of the one sample of `name` with exactly these labels; 0 while the series has not appeared. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const matching = samples.filter((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === JSON.stringify(Object.entries(labels).sort()));
  expect(matching.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return matching[0]?.value ?? 0;
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ ...ACCOUNTS_ENV, METRICS_TOKEN });
});
afterAll(() => server.close());

/** GET /metrics from this machine (it is not a contract route). */
async function scrape() {
  const res = await server.request('/metrics');
  expect(res.status).toBe(200);
  return samplesOf(res.body as string);
}

describe('GET /metrics', () => {
  it('answers this machine in the text format, with the process metrics', async () => {
    const res = await server.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = samplesOf(res.body as string);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('refuses another machine as an unknown path, unless it sends METRICS_TOKEN', async () => {
    const remote = await server.app.inject({ url: '/metrics', remoteAddress: '192.0.2.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('http_requests_total');
    const wrong = await server.app.inject({ url: '/metrics', remoteAddress: '192.0.2.7', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.statusCode).toBe(404);
    // A visitor forwarded by the (trusted) web server is not this machine either.
    expect((await server.request('/metrics', { headers: newIp() })).status).toBe(404);
    const scraper = await server.app.inject({ url: '/metrics', remoteAddress: '192.0.2.7', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_requests_total');
  });

  it("counts and times each answer by its route's pattern, never the URL with its id", async () => {
    const products = await server.call(catalogRoutes.products);
    const { id } = products.data.products.data[0];
    const labels = { method: 'GET', route: '/web/catalog/products/:id', status_class: '2xx' };
    const before = await scrape();
    expect((await server.call(catalogRoutes.product, { params: { id } })).status).toBe(200);
    expect((await server.call(catalogRoutes.product, { params: { id: 2_000_000_000 } })).status).toBe(404);
    const after = await scrape();
    expect(valueOf(after, 'http_requests_total', labels) - valueOf(before, 'http_requests_total', labels)).toBe(1);
    expect(valueOf(after, 'http_requests_total', { ...labels, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'http_request_duration_seconds_count', labels) - valueOf(before, 'http_request_duration_seconds_count', labels)).toBe(1);
    expect(after.some((s) => s.labels.route?.includes(String(id)))).toBe(false);
    // A path no route has is one series, whatever the path.
    await server.request(`/no/such/${randomUUID()}`);
    expect(valueOf(await scrape(), 'http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
  });

  it('counts the SMS sent, by provider and outcome', async () => {
    const labels = { provider: 'outbox', outcome: 'sent' };
    const before = valueOf(await scrape(), 'sms_sent_total', labels);
    expect((await server.call(authRoutes.sendResetCode, { body: { phone: DEMO.user }, headers: newIp() })).status).toBe(200);
    expect(valueOf(await scrape(), 'sms_sent_total', labels)).toBe(before + 1);
  });

  it('counts the bytes of upload chunks and the runs of each job', async () => {
    const session = await login(server, DEMO.user);
    const bytes = mp4Bytes(5000);
    const before = await scrape();
    const res = await sendChunk(server, session.accessToken, chunkFields(0, bytes.length, UPLOAD_CHUNK_BYTES), bytes, 'clip.mp4');
    expect(res.status).toBe(201);
    await server.app.jobs.run('temp-files-sweep');
    const after = await scrape();
    expect(valueOf(after, 'upload_received_bytes_total') - valueOf(before, 'upload_received_bytes_total')).toBe(bytes.length);
    const job = { job: 'temp-files-sweep' };
    expect(valueOf(after, 'job_runs_total', job) - valueOf(before, 'job_runs_total', job)).toBe(1);
    expect(valueOf(after, 'job_failures_total', job)).toBe(0);
    expect(valueOf(after, 'job_duration_seconds_count', job)).toBe(valueOf(after, 'job_runs_total', job));
    expect(valueOf(after, 'job_runs_total', { job: 'certification-reminders' })).toBe(0);
    if (server.app.database.kind === 'postgres') expect(valueOf(after, 'db_pool_connections')).toBeGreaterThan(0);
  });

  it('counts the open realtime sockets', async () => {
    const session = await login(server, DEMO.user);
    const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth: { token: session.accessToken }, reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(valueOf(await scrape(), 'realtime_open_sockets')).toBe(1);
    } finally {
      socket.disconnect();
    }
    await expect.poll(async () => valueOf(await scrape(), 'realtime_open_sockets')).toBe(0);
  });
});

describe('x-request-id', () => {
  it('echoes a sane id of the caller, and replaces a missing or odd one by a new one', async () => {
    const sane = 'support.ticket-42_a';
    expect((await server.call(healthRoutes.health, { headers: { 'x-request-id': sane } })).headers.get('x-request-id')).toBe(sane);
    for (const odd of ['two words', 'x'.repeat(65), 'semi;colon', '']) {
      const res = await server.call(healthRoutes.health, { headers: { 'x-request-id': odd } });
      expect(res.headers.get('x-request-id'), odd).toMatch(UUID);
    }
    const made = (await server.call(healthRoutes.health)).headers.get('x-request-id');
    expect(made).toMatch(UUID);
    expect((await server.call(healthRoutes.health)).headers.get('x-request-id')).not.toBe(made);
  });

  it('names errors too, and the web may read it across origins', async () => {
    // Raw: an id the contract's params refuse (a 422 before any handler).
    const res = await server.request('/web/catalog/products/abc', { headers: { 'x-request-id': 'failed-call-1', origin: 'http://localhost:3000' } });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-request-id')).toBe('failed-call-1');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/x-request-id/);
  });
});

describe('the logs', () => {
  it('are JSON lines that carry the request id, with phones masked and no credentials', async () => {
    const lines: string[] = [];
    const database = await openPglite('memory://');
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      DEV_OUTBOX: 'true',
      UPLOAD_DIR: `/tmp/portal-test-uploads/${randomUUID()}`,
    });
    const app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
    try {
      const res = await app.inject({
        url: '/dev/outbox?phone=380501234567',
        headers: { 'x-request-id': 'trace-me-1', authorization: 'Bearer secret-token-value', cookie: 'refresh=secret-cookie-value' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe('trace-me-1');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, any>);
      const ofRequest = entries.filter((entry) => entry.reqId === 'trace-me-1');
      expect(ofRequest.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
      expect(ofRequest[0].req.url).toBe('/dev/outbox?phone=380******567');
      const all = lines.join('');
      for (const secret of ['380501234567', 'secret-token-value', 'secret-cookie-value']) expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
