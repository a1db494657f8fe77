import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { infoPageKeys, type InfoPageKey } from '@/contracts/info-pages';
import { InfoPagePreview } from '@/features/info-pages';
import { PageTexts } from '@/i18n/page-texts';
import { getSiteContacts } from '@/lib/site-contacts';
import { placeParts } from '../../../../../(public)/place/place-parts';

type Props = { params: Promise<{ locale: Locale; key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.infoPages.preview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /admin/pages/{key}/preview (guards `unauthorized`, `back-office`): the saved draft in the page's language, as the public page will show it. */
export default async function Page({ params }: Props) {
  const { locale, key } = await params;
  setRequestLocale(locale);
  if (!infoPageKeys.includes(key as InfoPageKey)) notFound();
  return (
    // The texts the pages' own components translate: the preview draws them in the browser.
    <PageTexts namespaces={['admin', 'pages.common', 'pages.contacts']}>
      <InfoPagePreview
        pageKey={key as InfoPageKey}
        contacts={await getSiteContacts(locale)}
        placeParts={key === 'place' ? await placeParts() : { servicePoints: null, requestCta: null }}
      />
    </PageTexts>
  );
}
