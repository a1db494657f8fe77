import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../contracts';
import type { ContractRoute } from '../../contracts';
import { buildApp, type App } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openPglite } from '../../server/src/db/client';

/** Every route the contracts declare: the `…Routes` groups of contracts/. */
const declared = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Routes'))
  .flatMap(([, group]) => Object.values(group as Record<string, ContractRoute>))
  .map((route) => `${route.method} ${route.path}`);

let app: App;
beforeAll(async () => {
  // The document needs the routes, not data: a migrated, empty database is enough (and the opt-in outbox on).
  const database = await openPglite('memory://');
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    DEV_OUTBOX: 'true',
    UPLOAD_DIR: `/tmp/portal-test-uploads/${randomUUID()}`,
  });
  app = await buildApp({ config, database });
});
afterAll(() => app.close());

describe('contract routes and the OpenAPI document', () => {
  it('every contract route is in /docs/json, and every documented operation is a contract route', async () => {
    const res = await app.inject({ url: '/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(declared).size, 'no route is declared twice').toBe(declared.length);
    expect(documented.toSorted()).toEqual(declared.toSorted());
  });
});
