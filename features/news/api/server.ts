import 'server-only';
import { newsRoutes } from '@/contracts/news';
import { contentGet } from '@/lib/api/content';
import { orNull } from '@/lib/api/or-null';

/** A page of the language's published news, or null for a page number the API refuses. */
export const getNewsPage = (lang: string, page: number) => orNull(contentGet(newsRoutes.list, { query: { lang, page } }));

/** A published article in the language, or null when it is not published in it. */
export const getArticle = (slug: string, lang: string) => orNull(contentGet(newsRoutes.article, { params: { slug }, query: { lang } }));
