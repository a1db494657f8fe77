import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

// Found by the fuzzer (tests/api/fuzz.test.ts): these answers came from Fastify's and Node's own handlers,
// as `{error, code, message, statusCode}` in English, the first one echoing the whole path.
describe('requests refused before any route runs answer in the error envelope of docs/api.md', () => {
  it('a path parameter over the router limit is a 414 with a localised message only', async () => {
    const res = await server.request(`/web/catalog/products/${'9'.repeat(300)}?lang=en`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ message: 'The request or file is too large' });
  });

  it('a path that does not decode is a 400 with a localised message only', async () => {
    const res = await server.request('/web/catalog/products/%E0%A4%A?lang=en');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bad request' });
  });

  it('headers over the HTTP parser limit are a 431 with a message only, in the default language', async () => {
    const res = await server.request(`/web/catalog/groups?search=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ message: 'Запит або файл завеликий' });
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
