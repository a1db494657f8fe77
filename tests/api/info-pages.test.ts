import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInfoPageRoutes as admin, adminRoutes, infoPageKeys, infoPageRoutes, newsRoutes, type InfoPageDocument } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { seedPages } from '../../server/src/modules/info-pages/seed';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The information pages in the database (docs/decisions/0043-information-pages-in-the-database.md): the public page
 * reads the published document; support saves a draft, discards or publishes it; every change is logged, and publishing
 * moves the content version.
 */
let server: TestServer;
const token = tokensOf(() => server);
const operator = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

const publicPage = async <K extends (typeof infoPageKeys)[number]>(key: K, lang: 'uk' | 'en' | 'pl') => {
  const res = await server.call(infoPageRoutes.page, { params: { key }, query: { lang } });
  expect(res.status, json(res)).toBe(200);
  return res.data.document as InfoPageDocument<K>;
};
const version = async () => (await server.call(newsRoutes.version, {})).data.version;
const auditOf = async (subjectId: number) =>
  (await server.call(adminRoutes.audit, { query: { subjectType: 'infoPage', subjectId }, token: await operator() })).data.data;
/** The page's row in one language: the log's subject. */
const subjectOf = async (key: string, lang: string) =>
  (await rowsOf<{ id: number }>(server.app.db, sql`select id from info_pages where key = ${key} and lang = ${lang}`))[0].id;

describe('the public information pages', () => {
  it('answers every page in every language with the texts the site had in code', async () => {
    for (const key of infoPageKeys)
      for (const lang of ['uk', 'en', 'pl'] as const) expect(await publicPage(key, lang), `${key} ${lang}`).toEqual(seedPages[key][lang]);
    // A page the contract does not name: raw, since the contract's call takes only its keys.
    expect((await server.request('/web/pages/about?lang=en')).status).toBe(422);
  });
});

describe('/admin/pages: who may', () => {
  it('answers support only: 401 for a guest, 403 for every other role, on every route', async () => {
    const document = seedPages.place.en;
    const calls = {
      list: (t?: string) => server.call(admin.list, { token: t }),
      page: (t?: string) => server.call(admin.page, { params: { key: 'place' }, token: t }),
      saveDraft: (t?: string) =>
        server.call(admin.saveDraft, { params: { key: 'place', lang: 'en' }, body: { document: { ...document, title: 'Places' } }, token: t }),
      discardDraft: (t?: string) => server.call(admin.discardDraft, { params: { key: 'place', lang: 'en' }, token: t }),
      publish: (t?: string) => server.call(admin.publish, { params: { key: 'place', lang: 'en' }, token: t }),
    };
    expect(Object.keys(calls).toSorted()).toEqual(Object.keys(admin).toSorted());
    for (const [name, call] of Object.entries(calls)) {
      expect((await call()).status, `${name} as a guest`).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
    }
    // Support: saved, dropped, saved again and published, in that order.
    for (const name of ['list', 'page', 'saveDraft', 'discardDraft', 'saveDraft', 'publish'] as const) {
      const res = await calls[name](await operator());
      expect(res.status, `${name} as ADMIN: ${json(res)}`).toBe(200);
    }
    expect((await publicPage('place', 'en')).title).toBe('Places');
  });
});

describe('editing a page', () => {
  it('keeps a draft out of the public page until it is published, then shows it and moves the content version; each step logged', async () => {
    const before = await publicPage('company', 'pl');
    const draft: InfoPageDocument<'company'> = {
      ...before,
      title: 'O nas, na nowo',
      story: { ...before.story, paragraphs: [...before.story.paragraphs, 'Nowy akapit o historii firmy.'] },
    };
    const versionBefore = await version();
    const saved = await server.call(admin.saveDraft, { params: { key: 'company', lang: 'pl' }, body: { document: draft }, token: await operator() });
    expect(saved.status, json(saved)).toBe(200);
    expect(saved.data.texts.pl.draft).toEqual(draft);
    expect(saved.data.texts.en.draft).toBeNull();
    expect(await publicPage('company', 'pl')).toEqual(before);
    expect(await version()).toBe(versionBefore);
    const list = await server.call(admin.list, { token: await operator() });
    expect(list.data.find((p) => p.key === 'company')!.texts).toMatchObject({ pl: { title: 'O nas, na nowo', hasDraft: true }, en: { hasDraft: false } });

    const published = await server.call(admin.publish, { params: { key: 'company', lang: 'pl' }, token: await operator() });
    expect(published.data.texts.pl).toMatchObject({ published: draft, draft: null });
    expect(await publicPage('company', 'pl')).toEqual(draft);
    expect(await publicPage('company', 'en')).toEqual(seedPages.company.en);
    expect(await version()).not.toBe(versionBefore);

    const [publish, update] = await auditOf(await subjectOf('company', 'pl'));
    expect(update).toMatchObject({ action: 'infoPage.update', actor: { id: expect.any(Number) } });
    expect(publish).toMatchObject({
      action: 'infoPage.publish',
      before: { title: before.title, 'story.paragraphs.3': null },
      after: { title: 'O nas, na nowo', 'story.paragraphs.3': 'Nowy akapit o historii firmy.' },
    });
    expect(Object.keys(publish.after!).toSorted()).toEqual(['story.paragraphs.3', 'title']);
  });

  it('drops a draft on request, and a draft equal to the published text is none', async () => {
    const published = await publicPage('buyer', 'uk');
    const changed = { ...published, faqTitle: 'Питання' };
    const saved = await server.call(admin.saveDraft, { params: { key: 'buyer', lang: 'uk' }, body: { document: changed }, token: await operator() });
    expect(saved.data.texts.uk.draft).toEqual(changed);
    const dropped = await server.call(admin.discardDraft, { params: { key: 'buyer', lang: 'uk' }, token: await operator() });
    expect(dropped.data.texts.uk.draft).toBeNull();
    const same = await server.call(admin.saveDraft, { params: { key: 'buyer', lang: 'uk' }, body: { document: published }, token: await operator() });
    expect(same.data.texts.uk.draft).toBeNull();
    const nothing = await server.call(admin.publish, { params: { key: 'buyer', lang: 'uk' }, query: { lang: 'en' }, token: await operator() });
    expect(nothing.status).toBe(422);
    expect(nothing.error.errors).toEqual({ draft: [expect.stringMatching(/no unpublished changes/i)] });
    const [discard] = await auditOf(await subjectOf('buyer', 'uk'));
    expect(discard).toMatchObject({ action: 'infoPage.discard', before: { faqTitle: 'Питання' }, after: { faqTitle: published.faqTitle } });
  });

  it('refuses a document out of the page’s shape (422 naming the text) and changes nothing', async () => {
    const page = seedPages.privacy.en;
    const refusals: [unknown, RegExp][] = [
      [{ ...page, title: '' }, /title/],
      [{ ...page, updated: '2026-02-30' }, /updated/],
      [{ ...page, sections: [] }, /sections/],
      [{ ...page, sections: [{ ...page.sections[0], id: 'Not an anchor' }] }, /sections\.0\.id/],
      [{ ...page, sections: [{ ...page.sections[0], blocks: [{ type: 'img', src: 'x' }] }] }, /sections\.0\.blocks\.0/],
      [{ ...page, contact: { ...page.contact, text: 'x'.repeat(3001) } }, /contact\.text/],
      [{ ...page, title: 'Bell\u0007' }, /title/],
    ];
    for (const [document, path] of refusals) {
      const res = await server.call(admin.saveDraft, {
        params: { key: 'privacy', lang: 'en' },
        invalidBody: { document },
        query: { lang: 'en' },
        token: await operator(),
      });
      expect(res.status, json(res)).toBe(422);
      expect(res.error.errors?.document?.[0], json(res)).toMatch(path);
    }
    expect((await server.request('/admin/pages/about', { token: await operator() })).status).toBe(422);
    const state = await server.call(admin.page, { params: { key: 'privacy' }, token: await operator() });
    expect(state.data.texts.en).toMatchObject({ published: page, draft: null });
  });
});
