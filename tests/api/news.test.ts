import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNewsRoutes as admin, adminRoutes, newsRoutes, type AdminNewsBody, type NewsText, type RichText } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { kyivDay } from '../../contracts/kyiv-day';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';
import { chunkFields, pngBytes, sendChunk } from './upload-client';

/**
 * News in the database (docs/decisions/0041-news-in-the-database.md): the public list and article read the published
 * languages of articles whose day has come; support writes, publishes, withdraws and removes them; every change is logged
 * and moves the content version.
 */
let server: TestServer;
const token = tokensOf(() => server);
const operator = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

const doc = (...paragraphs: string[]): RichText => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});
const text = (title: string): NewsText => ({ title, summary: `${title}: summary`, body: doc(`${title}: body`) });
const newSlug = () => `test-${randomUUID().slice(0, 8)}`;
const today = () => kyivDay(new Date());
const body = (over: Partial<AdminNewsBody> = {}): AdminNewsBody => ({
  slug: newSlug(),
  category: 'service',
  date: today(),
  cover: null,
  texts: { uk: text('Новина'), en: text('News'), pl: text('Wiadomość') },
  ...over,
});

async function create(over: Partial<AdminNewsBody> = {}) {
  const res = await server.call(admin.create, { body: body(over), token: await operator() });
  expect(res.status, json(res)).toBe(201);
  return res.data;
}
const publish = async (id: number, languages: ('uk' | 'en' | 'pl')[]) =>
  server.call(admin.publish, { params: { id }, body: { languages }, token: await operator() });
const publicSlugs = async (lang: 'uk' | 'en' | 'pl') => (await server.call(newsRoutes.list, { query: { lang, perPage: 100 } })).data.data.map((a) => a.slug);
const version = async () => (await server.call(newsRoutes.version, {})).data.version;
const auditOf = async (subjectId: number) =>
  (await server.call(adminRoutes.audit, { query: { subjectType: 'news', subjectId }, token: await operator() })).data.data;
const articleCount = async () => (await rowsOf<{ n: number }>(server.app.db, sql`select count(*)::int as n from news_articles`))[0].n;

describe('the public news', () => {
  it('lists the articles the site had, published in every language, newest first; an article has its body, languages and more news', async () => {
    for (const lang of ['uk', 'en', 'pl'] as const) {
      const list = await server.call(newsRoutes.list, { query: { lang } });
      expect(list.status).toBe(200);
      const dates = list.data.data.map((a) => a.date);
      expect(dates).toEqual(dates.toSorted().reverse());
      expect(list.data.data.map((a) => a.slug)).toContain('heat-pump-grants-2026');
    }
    const en = await server.call(newsRoutes.article, { params: { slug: 'heating-season-check' }, query: { lang: 'en' } });
    expect(en.status, json(en)).toBe(200);
    expect(en.data).toMatchObject({ slug: 'heating-season-check', category: 'service', date: '2026-10-20', languages: ['en', 'pl', 'uk'] });
    expect(en.data.title).toMatch(/heating season/i);
    expect(en.data.body.content.map((b) => b.type)).toEqual(expect.arrayContaining(['paragraph', 'orderedList', 'blockquote']));
    expect(en.data.more).toHaveLength(3);
    expect(en.data.more.map((a) => a.slug)).not.toContain('heating-season-check');
    expect((await server.call(newsRoutes.article, { params: { slug: 'no-such-article' }, query: { lang: 'en' } })).status).toBe(404);
  });
});

describe('/admin/news: who may', () => {
  it('answers support only: 401 for a guest, 403 for every other role, on every route', async () => {
    const { id } = await create();
    const calls = {
      list: (t?: string) => server.call(admin.list, { token: t }),
      create: (t?: string) => server.call(admin.create, { body: body(), token: t }),
      article: (t?: string) => server.call(admin.article, { params: { id }, token: t }),
      update: (t?: string) => server.call(admin.update, { params: { id }, body: { category: 'grants' }, token: t }),
      publish: (t?: string) => server.call(admin.publish, { params: { id }, body: { languages: ['uk'] }, token: t }),
      unpublish: (t?: string) => server.call(admin.unpublish, { params: { id }, body: { languages: ['uk'] }, token: t }),
      remove: (t?: string) => server.call(admin.remove, { params: { id }, token: t }),
    };
    expect(Object.keys(calls).toSorted()).toEqual(Object.keys(admin).toSorted());
    for (const [name, call] of Object.entries(calls)) {
      expect((await call()).status, `${name} as a guest`).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call(await token(phone))).status, `${name} as ${role}`).toBe(403);
      const res = await call(await operator());
      expect(res.status, `${name} as ADMIN: ${json(res)}`).toBe(name === 'create' ? 201 : 200);
    }
  });
});

describe('writing and publishing an article', () => {
  it('creates an article with a cover photo, every language a draft: nothing public until a language is published, then only that one', async () => {
    const png = await pngBytes();
    const upload = await sendChunk(server, await operator(), chunkFields(0, png.length, png.length), png, 'cover.png');
    expect(upload.status, json(upload)).toBe(201);
    const before = await version();
    const article = await create({ cover: upload.body.data.path, texts: { uk: text('Чернетка'), en: text('Draft') } });
    expect(article.coverUrl).toMatch(/\/storage\/photos\/.+\.png$/);
    expect(article.texts.uk).toMatchObject({ title: 'Чернетка', publishedAt: null });
    expect(article.texts.pl).toBeNull();
    expect(await publicSlugs('uk')).not.toContain(article.slug);

    const published = await publish(article.id, ['uk']);
    expect(published.status, json(published)).toBe(200);
    expect(published.data.texts.uk!.publishedAt).not.toBeNull();
    expect(published.data.texts.en!.publishedAt).toBeNull();
    expect(await version()).not.toBe(before);
    expect(await publicSlugs('uk')).toContain(article.slug);
    expect(await publicSlugs('en')).not.toContain(article.slug);
    const uk = await server.call(newsRoutes.article, { params: { slug: article.slug }, query: { lang: 'uk' } });
    expect(uk.data).toMatchObject({ title: 'Чернетка', languages: ['uk'], coverUrl: article.coverUrl });
    expect((await server.call(newsRoutes.article, { params: { slug: article.slug }, query: { lang: 'en' } })).status).toBe(404);

    expect((await auditOf(article.id)).map((e) => e.action)).toEqual(['news.publish', 'news.create']);
    const [publication] = await auditOf(article.id);
    expect(publication).toMatchObject({ before: { 'published.uk': false }, after: { 'published.uk': true } });
  });

  it('keeps a published language published when its text changes, hides an article dated later than today, withdraws and removes', async () => {
    const article = await create();
    await publish(article.id, ['uk', 'en', 'pl']);
    const changed = await server.call(admin.update, { params: { id: article.id }, body: { texts: { en: text('Changed') } }, token: await operator() });
    expect(changed.status, json(changed)).toBe(200);
    expect(changed.data.texts.en).toMatchObject({ title: 'Changed', publishedAt: expect.any(String) });
    expect((await server.call(newsRoutes.article, { params: { slug: article.slug }, query: { lang: 'en' } })).data.title).toBe('Changed');
    const [entry] = await auditOf(article.id);
    expect(entry).toMatchObject({ action: 'news.update', before: { 'title.en': 'News' }, after: { 'title.en': 'Changed' } });

    await server.call(admin.update, { params: { id: article.id }, body: { date: '2099-01-01' }, token: await operator() });
    expect(await publicSlugs('pl')).not.toContain(article.slug);
    await server.call(admin.update, { params: { id: article.id }, body: { date: today() }, token: await operator() });
    expect(await publicSlugs('pl')).toContain(article.slug);

    const withdrawn = await server.call(admin.unpublish, { params: { id: article.id }, body: { languages: ['pl'] }, token: await operator() });
    expect(withdrawn.data.texts.pl).toMatchObject({ title: 'Wiadomość', publishedAt: null });
    expect(await publicSlugs('pl')).not.toContain(article.slug);
    expect(await publicSlugs('uk')).toContain(article.slug);

    const removed = await server.call(admin.remove, { params: { id: article.id }, token: await operator() });
    expect(removed.status).toBe(200);
    expect((await server.call(admin.article, { params: { id: article.id }, token: await operator() })).status).toBe(404);
    expect(await publicSlugs('uk')).not.toContain(article.slug);
    expect((await auditOf(article.id))[0]).toMatchObject({ action: 'news.delete', after: { slug: article.slug, 'title.uk': 'Новина' } });
  });

  it('refuses bad input per field (422) in the user’s language and changes nothing', async () => {
    const taken = await create();
    const count = await articleCount();
    const refusals: [Partial<AdminNewsBody> | Record<string, unknown>, string][] = [
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: taken.slug }, 'slug'],
      [{ category: 'gossip' }, 'category'],
      [{ date: '2026-02-30' }, 'date'],
      [{ cover: 'temp/not-an-upload' }, 'cover'],
      [{ texts: { en: { ...text('x'), title: '' } } }, 'texts'],
      [{ texts: { en: { ...text('x'), body: { type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] } } } }, 'texts'],
    ];
    for (const [over, field] of refusals) {
      const res = await server.call(admin.create, { invalidBody: { ...body(), ...over }, query: { lang: 'en' }, token: await operator() });
      expect(res.status, `${field}: ${json(res)}`).toBe(422);
      expect(Object.keys(res.error.errors ?? {}), json(res)).toContain(field);
    }
    const script = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'hi', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }],
    };
    const link = await server.call(admin.create, {
      invalidBody: { ...body(), texts: { en: { ...text('x'), body: script } } },
      query: { lang: 'en' },
      token: await operator(),
    });
    expect(link.error.errors, json(link)).toEqual({ texts: [expect.stringMatching(/link must start/i)] });
    const slugTaken = await server.call(admin.create, { body: body({ slug: taken.slug }), query: { lang: 'pl' }, token: await operator() });
    expect(slugTaken.error.errors).toEqual({ slug: [expect.stringMatching(/adres|zajęty/i)] });

    const draft = await create({ texts: { uk: text('Лише українською') } });
    const missing = await server.call(admin.publish, {
      params: { id: draft.id },
      body: { languages: ['uk', 'en'] },
      query: { lang: 'en' },
      token: await operator(),
    });
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({ languages: [expect.stringMatching(/no text/i)] });
    expect((await server.call(admin.article, { params: { id: draft.id }, token: await operator() })).data.texts.uk!.publishedAt).toBeNull();
    const empty = await server.call(admin.update, { params: { id: draft.id }, invalidBody: {}, token: await operator() });
    expect(empty.status).toBe(422);
    expect(await articleCount()).toBe(count + 1);
    expect((await server.call(admin.update, { params: { id: 999_999 }, body: { category: 'grants' }, token: await operator() })).status).toBe(404);
  });
});
