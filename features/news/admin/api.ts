import type { z } from 'zod';
import type { adminNewsBodySchema, adminNewsUpdateSchema } from '@/contracts/news';
import type { Lang } from '@/contracts/common';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/news').then((m) => m.adminNewsRoutes);

export type NewsBody = z.input<typeof adminNewsBodySchema>;
export type NewsUpdate = z.input<typeof adminNewsUpdateSchema>;

/** Support's calls for the news (contracts/news.ts, docs/decisions/0041-news-in-the-database.md). */
export const newsAdminApi = {
  list: async () => call((await routes()).list, {}),
  article: async (id: number) => call((await routes()).article, { params: { id } }),
  create: async (body: NewsBody) => call((await routes()).create, { body }),
  update: async (id: number, body: NewsUpdate) => call((await routes()).update, { params: { id }, body }),
  publish: async (id: number, languages: Lang[]) => call((await routes()).publish, { params: { id }, body: { languages } }),
  unpublish: async (id: number, languages: Lang[]) => call((await routes()).unpublish, { params: { id }, body: { languages } }),
  remove: async (id: number) => call((await routes()).remove, { params: { id } }),
};
