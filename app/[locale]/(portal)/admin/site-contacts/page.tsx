import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { SiteContactsEditor } from '@/features/info-pages';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.siteContacts');

/** /admin/site-contacts (guards `unauthorized`, `back-office`): the site's contact details and service points. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin', 'pages.place.services']}>
      <SiteContactsEditor />
    </PageTexts>
  );
}
