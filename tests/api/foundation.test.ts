import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('foundation: conventions of docs/api.md', () => {
  it('GET /health reports the database as reachable, inside the envelope', async () => {
    const res = await server.request('/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up' });
  });

  // An idle connection that PostgreSQL ends (a restart, an administrator) must not end the API process.
  it.skipIf(!process.env.TEST_DATABASE_URL)('survives PostgreSQL ending its idle connections, and answers from new ones', async () => {
    await Promise.all([server.request('/health'), server.request('/web/catalog/groups'), server.request('/web/catalog/products')]);
    const database = new URL(server.config.DATABASE_URL!).pathname.slice(1);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
      expect(ended.rowCount).toBeGreaterThan(0);
      await expect.poll(async () => (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [database])).rows[0].n).toBe(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await server.request('/health')).body.data).toMatchObject({ status: 'ok', database: 'up' });
    expect((await server.request('/web/catalog/groups')).status).toBe(200);
  });

  it('unknown paths are a localised JSON 404 in every language', async () => {
    const uk = await server.request('/no/such/path');
    const en = await server.request('/no/such/path?lang=en');
    const pl = await server.request('/no/such/path?lang=pl');
    expect([uk.status, en.status, pl.status]).toEqual([404, 404, 404]);
    expect(en.body.message).toBe('There is no such API address');
    expect(uk.body.message).not.toBe(en.body.message);
    expect(pl.body.message).not.toBe(en.body.message);
    expect(uk.headers.get('content-type')).toContain('application/json');
  });

  it('an unknown lang falls back to uk instead of failing', async () => {
    const res = await server.request('/no/such/path?lang=de');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Такої адреси API не існує');
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const json = await server.request('/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toContain('/health');
    const page = await fetch(`${server.url}/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('malformed JSON is a 4xx with a message, never a 500 or a stack trace', async () => {
    const res = await fetch(`${server.url}/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('an oversized body is refused with 413', async () => {
    const res = await server.request('/health', { method: 'POST', body: { blob: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.message).toBeTruthy();
  });

  it('allows the web origin through CORS', async () => {
    const res = await fetch(`${server.url}/health`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
