import type { Lang } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import { notFound } from '../../lib/http-errors';
import { toPage } from '../../lib/paging';
import type { NewsDeps } from './deps';
import { presentItem } from './present';
import { publishedArticle, publishedPage } from './rows';

/** How many other articles an article's page offers. */
const MORE_NEWS = 3;

/** The public news: published languages of articles whose day has come (Kyiv time). */
export function createNewsReading({ db, clock, uploads }: NewsDeps) {
  return {
    async news(q: { lang: Lang; page: number; perPage: number }, url: (page: number) => string) {
      const { total, rows } = await publishedPage(db, { ...q, today: kyivDay(clock.now()) });
      return toPage(
        rows.map((row) => presentItem(row, uploads.url)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },

    async newsArticle(slug: string, lang: Lang) {
      const today = kyivDay(clock.now());
      const row = await publishedArticle(db, slug, lang, today);
      if (!row) throw notFound();
      const more = await publishedPage(db, { lang, today, page: 1, perPage: MORE_NEWS, exceptSlug: slug });
      return { ...presentItem(row, uploads.url), body: row.body, languages: row.languages, more: more.rows.map((r) => presentItem(r, uploads.url)) };
    },
  };
}
