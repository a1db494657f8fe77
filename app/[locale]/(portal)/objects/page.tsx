import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ObjectsPage } from '@/features/objects';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'objects' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /objects (guards `unauthorized-big-screen`, `designer`); on narrow screens the profile's objects section stands in. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['objects']}>
      <ObjectsPage />
    </PageTexts>
  );
}
