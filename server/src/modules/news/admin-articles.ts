import { and, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import { locales, type AdminNewsBody, type AdminNewsUpdate, type Lang, type NewsPublication } from '../../../../contracts';
import type { Viewer } from '../../access';
import { newsArticles, newsTexts } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import { checkedWrite, type Refusals } from '../../lib/checked-write';
import { FieldsError, notFound } from '../../lib/http-errors';
import { BROWSER_PHOTO_TYPES } from '../uploads';
import type { NewsDeps } from './deps';
import { loggedArticle, presentAdminArticle, presentAdminItem } from './present';
import { allArticles, articleWithTexts, slugTaken, type ArticleWithTexts } from './rows';
import { bumpContentVersion } from './version';

type Texts = AdminNewsBody['texts'];

/**
 * Support's news (docs/decisions/0041-news-in-the-database.md): write an article, each language on its own, publish and
 * withdraw languages, remove the article. Every change is logged and moves the content version in its transaction.
 */
export function createNewsEditing({ db, clock, uploads, audit }: NewsDeps) {
  const read = async (id: number) => {
    const found = await articleWithTexts(db, id);
    if (!found) throw notFound();
    return presentAdminArticle(found, uploads.url);
  };
  const slugRefusals = async (slug: string | undefined, id?: number): Promise<Refusals> =>
    slug && (await slugTaken(db, slug, id)) ? { slug: ['slugTaken'] } : {};
  const lockArticle = (tx: Tx, id: number) => articleWithTexts(tx.db, id, { lock: true });
  const coverOf = async (tx: Tx, viewer: Viewer, path: string) => {
    const [photo] = await uploads.claim(tx, viewer, [path], { kind: 'photos', field: 'cover' });
    if (!BROWSER_PHOTO_TYPES.has(photo.type)) throw new FieldsError({ cover: ['photoBrowserType'] });
    return photo.key;
  };

  /** Writes the languages `texts` names: a text replaces the language's (published stays published), null removes it. */
  async function writeTexts(tx: Tx, articleId: number, texts: Texts, now: Date) {
    for (const lang of locales) {
      const text = texts[lang];
      if (text === undefined) continue;
      if (text === null) await tx.db.delete(newsTexts).where(and(eq(newsTexts.articleId, articleId), eq(newsTexts.lang, lang)));
      else
        await tx.db
          .insert(newsTexts)
          .values({ articleId, lang, ...text, updatedAt: now })
          .onConflictDoUpdate({ target: [newsTexts.articleId, newsTexts.lang], set: { ...text, updatedAt: now } });
    }
  }

  /** Runs `change` on the locked article, then logs the article as it was and as it is, and moves the version. */
  async function changeArticle(
    viewer: Viewer,
    id: number,
    action: 'news.update' | 'news.publish' | 'news.unpublish',
    change: (tx: Tx, before: ArticleWithTexts, now: Date) => Promise<void>,
  ) {
    await transaction(db, async (tx) => {
      const before = await lockArticle(tx, id);
      if (!before) throw notFound();
      const now = clock.now();
      await change(tx, before, now);
      await tx.db.update(newsArticles).set({ updatedAt: now }).where(eq(newsArticles.id, id));
      const after = (await articleWithTexts(tx.db, id))!;
      await audit.record(tx, {
        actorId: viewer.id,
        action,
        subjectType: 'news',
        subjectId: id,
        before: loggedArticle(before.article, before.texts),
        after: loggedArticle(after.article, after.texts),
      });
      await bumpContentVersion(tx);
    });
    return read(id);
  }

  async function setPublished(viewer: Viewer, id: number, { languages }: NewsPublication, publish: boolean) {
    return changeArticle(viewer, id, publish ? 'news.publish' : 'news.unpublish', async (tx, { texts }, now) => {
      const missing = languages.filter((lang) => !texts.some((t) => t.lang === lang));
      if (missing.length) throw new FieldsError({ languages: ['newsLanguageMissing'] });
      const chosen = and(eq(newsTexts.articleId, id), inArray(newsTexts.lang, languages as Lang[]));
      if (publish)
        await tx.db
          .update(newsTexts)
          .set({ publishedAt: now })
          .where(and(chosen, isNull(newsTexts.publishedAt)));
      else
        await tx.db
          .update(newsTexts)
          .set({ publishedAt: null })
          .where(and(chosen, isNotNull(newsTexts.publishedAt)));
    });
  }

  return {
    adminNews: async () => (await allArticles(db)).map((found) => presentAdminItem(found, uploads.url)),
    adminArticle: read,

    /** 422 `slug: slugTaken`, `cover` for a path that is no photo of the viewer's. Every language starts as a draft. */
    async createArticle(viewer: Viewer, { texts, cover, ...fields }: AdminNewsBody) {
      const id = await checkedWrite(
        () => slugRefusals(fields.slug),
        () =>
          transaction(db, async (tx) => {
            const now = clock.now();
            const coverKey = cover ? await coverOf(tx, viewer, cover) : null;
            const [{ id }] = await tx.db
              .insert(newsArticles)
              .values({ ...fields, coverKey, createdBy: viewer.id, createdAt: now, updatedAt: now })
              .returning({ id: newsArticles.id });
            await writeTexts(tx, id, texts, now);
            const created = (await articleWithTexts(tx.db, id))!;
            await audit.record(tx, {
              actorId: viewer.id,
              action: 'news.create',
              subjectType: 'news',
              subjectId: id,
              before: null,
              after: loggedArticle(created.article, created.texts),
            });
            await bumpContentVersion(tx);
            return id;
          }),
      );
      return read(id);
    },

    /** Changes what the body names; a new `cover` replaces the old photo (whose file goes), null removes it. */
    updateArticle: (viewer: Viewer, id: number, { texts, cover, ...fields }: AdminNewsUpdate) =>
      checkedWrite(
        () => slugRefusals(fields.slug, id),
        () =>
          changeArticle(viewer, id, 'news.update', async (tx, { article }, now) => {
            const oldCover = article.coverKey;
            const coverKey = cover === undefined ? oldCover : cover === null ? null : await coverOf(tx, viewer, cover);
            if (oldCover && coverKey !== oldCover) uploads.release(tx, [oldCover]);
            await tx.db
              .update(newsArticles)
              .set({ ...fields, coverKey })
              .where(eq(newsArticles.id, id));
            if (texts) await writeTexts(tx, id, texts, now);
          }),
      ),

    publishArticle: (viewer: Viewer, id: number, body: NewsPublication) => setPublished(viewer, id, body, true),
    unpublishArticle: (viewer: Viewer, id: number, body: NewsPublication) => setPublished(viewer, id, body, false),

    /** The article, its texts and its cover go; the log keeps what it was. */
    async removeArticle(viewer: Viewer, id: number) {
      await transaction(db, async (tx) => {
        const found = await lockArticle(tx, id);
        if (!found) throw notFound();
        await tx.db.delete(newsArticles).where(eq(newsArticles.id, id));
        if (found.article.coverKey) uploads.release(tx, [found.article.coverKey]);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'news.delete',
          subjectType: 'news',
          subjectId: id,
          before: null,
          after: loggedArticle(found.article, found.texts),
        });
        await bumpContentVersion(tx);
      });
      return { deleted: true as const };
    },
  };
}
