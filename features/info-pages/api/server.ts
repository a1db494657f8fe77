import 'server-only';
import { infoPageRoutes, type InfoPage, type InfoPageKey } from '@/contracts/info-pages';
import { contentGet } from '@/lib/api/content';

/** The published text of an information page in the language, cached until the content version moves. */
export const getInfoPage = async <K extends InfoPageKey>(key: K, lang: string) =>
  (await contentGet(infoPageRoutes.page, { params: { key }, query: { lang } })) as InfoPage<K>;
