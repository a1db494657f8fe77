import { adminInfoPageEndpoints } from '@/contracts/endpoints/info-pages';
import type { InfoPageKey } from '@/contracts/info-pages';
import type { Lang } from '@/contracts/common';
import { call } from '@/lib/api/call';

/** Support's calls for the information pages (contracts/info-pages.ts, docs/decisions/0043-information-pages-in-the-database.md). */
export const infoPagesAdminApi = {
  list: () => call(adminInfoPageEndpoints.list, {}),
  page: (key: InfoPageKey) => call(adminInfoPageEndpoints.page, { params: { key } }),
  saveDraft: async (key: InfoPageKey, lang: Lang, document: Record<string, unknown>) =>
    call(adminInfoPageEndpoints.saveDraft, { params: { key, lang }, body: { document } }),
  discardDraft: (key: InfoPageKey, lang: Lang) => call(adminInfoPageEndpoints.discardDraft, { params: { key, lang } }),
  publish: (key: InfoPageKey, lang: Lang) => call(adminInfoPageEndpoints.publish, { params: { key, lang } }),
};
