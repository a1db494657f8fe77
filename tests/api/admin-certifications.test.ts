import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoutes,
  certificationCatalogRoutes as catalog,
  certificationRoutes,
  dealerRoutes,
  installerRoutes,
  type AdminCertificationType,
} from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The back-office's certification catalogue (docs/decisions/0037-certification-catalogue.md): support names the types and
 * levels in three languages, sets the terms, adds and removes levels; a change of a term moves no decision already taken.
 */
let server: TestServer;
const token = tokensOf(() => server);
const admin = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);
const NAMES = { uk: 'Побутові кондиціонери', en: 'Residential air conditioners', pl: 'Klimatyzatory domowe' };

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

async function types(): Promise<AdminCertificationType[]> {
  const res = await server.call(catalog.types, { token: await admin() });
  expect(res.status, json(res)).toBe(200);
  return res.data;
}
const typeOf = async (code: 'RAC' | 'LCAC' | 'HP') => (await types()).find((t) => t.code === code)!;
const auditOf = async (subjectType: 'certificationType' | 'certificationLevel', subjectId: number) =>
  (await server.call(adminRoutes.audit, { query: { subjectType, subjectId }, token: await admin() })).data.data;

describe('GET /admin/certification-types', () => {
  it('lists the three types in order with their terms, and each level with its names and how many certifications it has; support only', async () => {
    const list = await types();
    expect(list.map((t) => [t.code, t.validityYears, t.extensionYears])).toEqual([
      ['RAC', 2, 2],
      ['LCAC', 2, 2],
      ['HP', 2, 2],
    ]);
    const rac = list[0];
    expect(rac.name).toEqual({ uk: expect.any(String), en: expect.any(String), pl: expect.any(String) });
    expect(rac.levels.map((l) => l.rank)).toEqual([1, 2, 3]);
    const [{ held }] = await rowsOf<{ held: number }>(
      server.app.db,
      sql`select count(*)::int as held from installer_certifications where certification_level_id = ${rac.levels[0].id}`,
    );
    expect(rac.levels[0].certificationsCount).toBe(held);

    for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await server.call(catalog.types, { token: await token(phone) })).status, role).toBe(403);
    expect((await server.call(catalog.types, {})).status).toBe(401);
  });
});

describe('PATCH /admin/certification-types/{id}', () => {
  it('renames a type in three languages and changes its terms, logged before → after; the portal shows the new name', async () => {
    const hp = await typeOf('HP');
    const res = await server.call(catalog.updateType, { params: { id: hp.id }, body: { name: NAMES, validityYears: 3 }, token: await admin() });
    expect(res.status, json(res)).toBe(200);
    expect(res.data).toMatchObject({ id: hp.id, code: 'HP', name: NAMES, validityYears: 3, extensionYears: 2 });
    const shown = await server.call(dealerRoutes.certifications, { query: { lang: 'pl' }, token: await token(DEMO.installer) });
    expect(shown.data.certificationTypes.find((t) => t.id === hp.id)!.name).toBe(NAMES.pl);
    const [entry] = await auditOf('certificationType', hp.id);
    expect(entry).toMatchObject({
      action: 'certificationType.update',
      before: { names: hp.name, validityYears: 2 },
      after: { names: NAMES, validityYears: 3 },
    });
  });

  it('refuses bad input per field (422) and changes nothing; 404 for no type; 403 for other roles', async () => {
    const lcac = await typeOf('LCAC');
    const bad = [
      { validityYears: 0 },
      { validityYears: 11 },
      { extensionYears: -1 },
      { extensionYears: 1.5 },
      { name: { ...NAMES, uk: '  ' } },
      { name: { uk: 'Лише одна мова' } },
      {},
    ];
    for (const body of bad) {
      const res = await server.call(catalog.updateType, { params: { id: lcac.id }, query: { lang: 'en' }, body: body as never, token: await admin() });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const field = await server.call(catalog.updateType, { params: { id: lcac.id }, query: { lang: 'en' }, body: { validityYears: 0 }, token: await admin() });
    expect(Object.keys(field.error.errors!)).toEqual(['validityYears']);
    expect(await typeOf('LCAC')).toEqual(lcac);
    expect((await server.call(catalog.updateType, { params: { id: 999_999 }, body: { validityYears: 3 }, token: await admin() })).status).toBe(404);
    expect((await server.call(catalog.updateType, { params: { id: lcac.id }, body: { validityYears: 3 }, token: await token(DEMO.dealer) })).status).toBe(403);
  });

  it('a new validity term applies to the next decision; a certification decided before keeps its end', async () => {
    const rac = await typeOf('RAC');
    const [before] = await rowsOf<{ id: number; expiresAt: string }>(
      server.app.db,
      sql`select id, expires_at::text as "expiresAt" from installer_certifications where status = 'ACTIVE' and expires_at is not null
          and certification_level_id = any(${`{${rac.levels.map((l) => l.id).join(',')}}`}::int[])
          and installer_id <> (select id from users where phone = ${DEMO.installer}) order by id limit 1`,
    );
    expect(before).toBeDefined();
    expect((await server.call(catalog.updateType, { params: { id: rac.id }, body: { validityYears: 5 }, token: await admin() })).status).toBe(200);

    // The demo installer applies for the next RAC level; support accepts it: five years from now.
    const offered = await server.call(installerRoutes.certificationRequestCreate, { token: await token(DEMO.installer) });
    const level = offered.data.certificationTypes.find((t) => t.id === rac.id)?.levels.at(-1) ?? rac.levels.at(-1)!;
    const applied = await server.call(installerRoutes.applyForCertification, { params: { id: level.id }, body: {}, token: await token(DEMO.installer) });
    expect(applied.status, json(applied)).toBe(201);
    const accepted = await server.call(certificationRoutes.accept, { params: { id: applied.data.id }, body: {}, token: await admin() });
    expect(accepted.status, json(accepted)).toBe(200);
    const [decided] = await rowsOf<{ expiresAt: Date }>(
      server.app.db,
      sql`select expires_at as "expiresAt" from installer_certifications where id = ${applied.data.id}`,
    );
    expect(Math.abs(differenceInCalendarDays(new Date(decided.expiresAt), addYears(new Date(), 5)))).toBeLessThanOrEqual(1);
    const [kept] = await rowsOf<{ expiresAt: string }>(
      server.app.db,
      sql`select expires_at::text as "expiresAt" from installer_certifications where id = ${before.id}`,
    );
    expect(kept.expiresAt).toBe(before.expiresAt);
  });
});

describe('levels', () => {
  it('adds a level after the last one, renames it and removes it while nobody holds it; each logged', async () => {
    const lcac = await typeOf('LCAC');
    const created = await server.call(catalog.createLevel, {
      params: { id: lcac.id },
      body: { name: { uk: 'Майстер', en: 'Master', pl: 'Mistrz' } },
      token: await admin(),
    });
    expect(created.status, json(created)).toBe(201);
    const added = created.data.levels.at(-1)!;
    expect(added).toMatchObject({ rank: lcac.levels.length + 1, name: { en: 'Master' }, certificationsCount: 0 });
    // Installers are offered it at once, in their language.
    const offered = await server.call(dealerRoutes.certifications, { query: { lang: 'en' }, token: await token(DEMO.installer) });
    expect(offered.data.certificationLevels.find((l) => l.id === added.id)).toMatchObject({ rank: added.rank, name: 'Master' });

    const renamed = await server.call(catalog.renameLevel, {
      params: { id: added.id },
      body: { name: { uk: 'Майстер+', en: 'Master+', pl: 'Mistrz+' } },
      token: await admin(),
    });
    expect(renamed.status, json(renamed)).toBe(200);
    expect(renamed.data.levels.at(-1)!.name.en).toBe('Master+');

    const removed = await server.call(catalog.deleteLevel, { params: { id: added.id }, token: await admin() });
    expect(removed.status, json(removed)).toBe(200);
    expect(removed.data.levels.map((l) => l.id)).toEqual(lcac.levels.map((l) => l.id));
    expect((await auditOf('certificationLevel', added.id)).map((e) => e.action)).toEqual([
      'certificationLevel.delete',
      'certificationLevel.rename',
      'certificationLevel.create',
    ]);
    expect((await server.call(catalog.deleteLevel, { params: { id: added.id }, token: await admin() })).status).toBe(404);
  });

  it('keeps a level someone holds or applied for (409, saying why) and a type’s only level; bad names are 422', async () => {
    const rac = await typeOf('RAC');
    const held = rac.levels.find((l) => l.certificationsCount > 0)!;
    const refused = await server.call(catalog.deleteLevel, { params: { id: held.id }, query: { lang: 'en' }, token: await admin() });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/^Installers hold this level/);
    expect((await typeOf('RAC')).levels).toEqual(rac.levels);

    // A type left with one level keeps it (this file's copy of the database: HP's certifications go first).
    const hp = await typeOf('HP');
    await server.app.db.execute(
      sql`delete from installer_certifications where certification_level_id = any(${`{${hp.levels.map((l) => l.id).join(',')}}`}::int[])`,
    );
    for (const level of hp.levels.slice(1))
      expect((await server.call(catalog.deleteLevel, { params: { id: level.id }, token: await admin() })).status).toBe(200);
    const last = await server.call(catalog.deleteLevel, { params: { id: hp.levels[0].id }, query: { lang: 'en' }, token: await admin() });
    expect(last.status).toBe(409);
    expect(last.error.message).toBe('A certification type keeps at least one level');
    expect((await typeOf('HP')).levels.map((l) => l.id)).toEqual([hp.levels[0].id]);

    for (const name of [
      { uk: '', en: 'x', pl: 'x' },
      { uk: 'x', en: 'x' },
      { uk: 'x'.repeat(101), en: 'x', pl: 'x' },
    ]) {
      const res = await server.call(catalog.createLevel, { params: { id: rac.id }, body: { name } as never, token: await admin() });
      expect(res.status, JSON.stringify(name)).toBe(422);
    }
    expect((await typeOf('RAC')).levels).toEqual(rac.levels);
    expect((await server.call(catalog.createLevel, { params: { id: 999_999 }, body: { name: NAMES }, token: await admin() })).status).toBe(404);
    for (const [role, phone] of Object.entries(NOT_ADMIN)) {
      expect((await server.call(catalog.deleteLevel, { params: { id: held.id }, token: await token(phone) })).status, role).toBe(403);
    }
  });
});
