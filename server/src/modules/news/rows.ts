import { and, desc, eq, sql } from 'drizzle-orm';
import type { Lang, NewsCategory, RichText } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { newsArticles, newsTexts } from '../../db/schema';
import { offsetOf } from '../../lib/paging';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type TextRow = typeof newsTexts.$inferSelect;
export type PublishedRow = { slug: string; category: NewsCategory; date: string; coverKey: string | null; title: string; summary: string };

/** Published in `lang` and dated `today` or earlier (Kyiv days): what the public pages may show. */
const visible = (lang: Lang, today: string) => sql`t.lang = ${lang} and t.published_at is not null and a.date <= ${today}::date`;

const publishedColumns = sql`a.slug, a.category, to_char(a.date, 'YYYY-MM-DD') as date, a.cover_key as "coverKey", t.title, t.summary`;

/** A page of the public list, newest first; `exceptSlug` leaves the article being read out ("More news"). */
export async function publishedPage(db: Db, o: { lang: Lang; today: string; page: number; perPage: number; exceptSlug?: string }) {
  const rows = await rowsOf<PublishedRow & { total: number }>(
    db,
    sql`select ${publishedColumns}, count(*) over ()::int as total
        from news_articles a join news_texts t on t.article_id = a.id
        where ${visible(o.lang, o.today)} ${o.exceptSlug ? sql`and a.slug <> ${o.exceptSlug}` : sql``}
        order by a.date desc, a.id desc
        limit ${o.perPage} offset ${offsetOf(o.page, o.perPage)}`,
  );
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

/** A published article in `lang` with its body and the languages it is published in; undefined when it is none. */
export async function publishedArticle(db: Db, slug: string, lang: Lang, today: string) {
  const [row] = await rowsOf<PublishedRow & { body: RichText; languages: Lang[] }>(
    db,
    sql`select ${publishedColumns}, t.body,
               (select array_agg(o.lang order by o.lang) from news_texts o where o.article_id = a.id and o.published_at is not null) as languages
        from news_articles a join news_texts t on t.article_id = a.id
        where a.slug = ${slug} and ${visible(lang, today)}`,
  );
  return row;
}

/** Every article with its texts, newest first (the back-office's list; a few hundred at most). */
export async function allArticles(db: Db) {
  const articles = await db.select().from(newsArticles).orderBy(desc(newsArticles.date), desc(newsArticles.id));
  const texts = await db
    .select({ articleId: newsTexts.articleId, lang: newsTexts.lang, title: newsTexts.title, publishedAt: newsTexts.publishedAt })
    .from(newsTexts);
  return articles.map((article) => ({ article, texts: texts.filter((t) => t.articleId === article.id) }));
}

/** The article and its texts; `lock` holds the article for the caller's transaction (changes of one article go one at a time). */
export async function articleWithTexts(db: Db, id: number, { lock = false } = {}) {
  const query = db.select().from(newsArticles).where(eq(newsArticles.id, id));
  const [article] = await (lock ? query.for('update') : query);
  if (!article) return undefined;
  const texts = await db.select().from(newsTexts).where(eq(newsTexts.articleId, id));
  return { article, texts };
}
export type ArticleWithTexts = NonNullable<Awaited<ReturnType<typeof articleWithTexts>>>;

export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), exceptId === undefined ? undefined : sql`${newsArticles.id} <> ${exceptId}`));
  return Boolean(row);
}
