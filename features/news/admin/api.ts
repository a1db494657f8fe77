import type { z } from 'zod';
import { adminNewsEndpoints } from '@/contracts/endpoints/news';
import type { adminNewsBodySchema, adminNewsUpdateSchema } from '@/contracts/news';
import type { Lang } from '@/contracts/common';
import { call } from '@/lib/api/call';

export type NewsBody = z.input<typeof adminNewsBodySchema>;
export type NewsUpdate = z.input<typeof adminNewsUpdateSchema>;

/** Support's calls for the news (contracts/news.ts, docs/decisions/0041-news-in-the-database.md). */
export const newsAdminApi = {
  list: () => call(adminNewsEndpoints.list, {}),
  article: (id: number) => call(adminNewsEndpoints.article, { params: { id } }),
  create: (body: NewsBody) => call(adminNewsEndpoints.create, { body }),
  update: (id: number, body: NewsUpdate) => call(adminNewsEndpoints.update, { params: { id }, body }),
  publish: (id: number, languages: Lang[]) => call(adminNewsEndpoints.publish, { params: { id }, body: { languages } }),
  unpublish: (id: number, languages: Lang[]) => call(adminNewsEndpoints.unpublish, { params: { id }, body: { languages } }),
  remove: (id: number) => call(adminNewsEndpoints.remove, { params: { id } }),
};
