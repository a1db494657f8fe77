import 'server-only';
import { siteContactsRoutes, type SiteContacts } from '@/contracts/site-contacts';
import { contentGet } from '@/lib/api/content';

/**
 * The site's contact details and service points in the language (docs/decisions/0044-site-contacts-in-the-database.md),
 * cached until the content version moves.
 */
export const getSiteContacts = (lang: string): Promise<SiteContacts> => contentGet(siteContactsRoutes.get, { query: { lang } });
