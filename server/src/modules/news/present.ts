import { locales, plainTextOf, type AdminNewsArticle, type AdminNewsItem, type Lang, type NewsItem } from '../../../../contracts';
import { iso } from '../../db/rows';
import type { ArticleRow, PublishedRow, TextRow } from './rows';

/** The cover's address from its stored key (the uploads store's). */
export type CoverUrl = (key: string) => string;

export const presentItem = (row: PublishedRow, coverUrl: CoverUrl): NewsItem => ({
  slug: row.slug,
  category: row.category,
  date: row.date,
  title: row.title,
  summary: row.summary,
  coverUrl: row.coverKey ? coverUrl(row.coverKey) : null,
});

const shared = (article: ArticleRow, coverUrl: CoverUrl) => ({
  id: article.id,
  slug: article.slug,
  category: article.category,
  date: article.date,
  coverUrl: article.coverKey ? coverUrl(article.coverKey) : null,
  createdAt: iso(article.createdAt),
  updatedAt: iso(article.updatedAt),
});

const byLang = <T>(texts: { lang: string }[], present: (lang: Lang) => T | null) =>
  Object.fromEntries(locales.map((lang) => [lang, texts.some((t) => t.lang === lang) ? present(lang) : null])) as Record<Lang, T | null>;

export function presentAdminArticle({ article, texts }: { article: ArticleRow; texts: TextRow[] }, coverUrl: CoverUrl): AdminNewsArticle {
  return {
    ...shared(article, coverUrl),
    texts: byLang(texts, (lang) => {
      const text = texts.find((t) => t.lang === lang)!;
      return {
        title: text.title,
        summary: text.summary,
        body: text.body,
        publishedAt: iso(text.publishedAt),
        updatedAt: iso(text.updatedAt),
      };
    }),
  };
}

export function presentAdminItem(
  { article, texts }: { article: ArticleRow; texts: Pick<TextRow, 'lang' | 'title' | 'publishedAt'>[] },
  coverUrl: CoverUrl,
): AdminNewsItem {
  return {
    ...shared(article, coverUrl),
    texts: byLang(texts, (lang) => {
      const text = texts.find((t) => t.lang === lang)!;
      return { title: text.title, published: text.publishedAt !== null };
    }),
  };
}

const LOGGED_BODY_CHARS = 300;

/**
 * An article as the audit log keeps it: its fields, and per language the title, the summary, the body's first words
 * (the whole text would drown the log) and whether it is published.
 */
export function loggedArticle(
  article: Pick<ArticleRow, 'slug' | 'category' | 'date' | 'coverKey'>,
  texts: Pick<TextRow, 'lang' | 'title' | 'summary' | 'body' | 'publishedAt'>[],
) {
  const fields: Record<string, unknown> = { slug: article.slug, category: article.category, date: article.date, cover: article.coverKey };
  for (const text of texts) {
    const words = plainTextOf(text.body).replace(/\s+/g, ' ').trim();
    fields[`title.${text.lang}`] = text.title;
    fields[`summary.${text.lang}`] = text.summary;
    fields[`body.${text.lang}`] = words.length > LOGGED_BODY_CHARS ? `${words.slice(0, LOGGED_BODY_CHARS)}…` : words;
    fields[`published.${text.lang}`] = text.publishedAt !== null;
  }
  return fields;
}
