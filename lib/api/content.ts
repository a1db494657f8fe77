import 'server-only';
import { newsRoutes } from '@/contracts/news';
import { versionedReads } from './versioned-reads';

/** Tag of every cached read of the public content: news (docs/decisions/0041-news-in-the-database.md). */
export const CONTENT_TAG = 'content';

/** Public content reads for server components, keyed by the content version (GET /web/content/version). */
export const contentGet = versionedReads(CONTENT_TAG, newsRoutes.version);
