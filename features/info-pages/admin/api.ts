import type { InfoPageKey } from '@/contracts/info-pages';
import type { Lang } from '@/contracts/common';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/info-pages').then((m) => m.adminInfoPageRoutes);

/** Support's calls for the information pages (contracts/info-pages.ts, docs/decisions/0043-information-pages-in-the-database.md). */
export const infoPagesAdminApi = {
  list: async () => call((await routes()).list, {}),
  page: async (key: InfoPageKey) => call((await routes()).page, { params: { key } }),
  saveDraft: async (key: InfoPageKey, lang: Lang, document: Record<string, unknown>) =>
    call((await routes()).saveDraft, { params: { key, lang }, body: { document } }),
  discardDraft: async (key: InfoPageKey, lang: Lang) => call((await routes()).discardDraft, { params: { key, lang } }),
  publish: async (key: InfoPageKey, lang: Lang) => call((await routes()).publish, { params: { key, lang } }),
};
