import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { InfoPageKey } from '@/contracts/info-pages';
import { pages } from '@/contracts/pages';
import { pageMetadata } from '@/lib/seo';
import { getSiteContacts } from '@/lib/site-contacts';
import { getInfoPage } from './api/server';
import { InfoPageView } from './components/info-page-view';
import type { PlaceParts } from './components/place-page';

type Props = { params: Promise<{ locale: Locale }> };

/**
 * The route of an information page (app/[locale]/(public)/{key}/page.tsx): its published document in the page's
 * language, read from the API and cached until the content version moves (a static page between changes, ADR 0043).
 */
export function infoPageRoute(key: InfoPageKey, placeParts?: () => Promise<PlaceParts>) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const { document } = await getInfoPage(key, locale);
      return pageMetadata({ path: pages[key](), locale, ...document.meta });
    },
    async Page({ params }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const [page, contacts, parts] = await Promise.all([getInfoPage(key, locale), getSiteContacts(locale), placeParts?.()]);
      return <InfoPageView page={page} contacts={contacts} placeParts={parts} />;
    },
  };
}
