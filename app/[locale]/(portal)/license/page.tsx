import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LicensePage } from '@/features/installers';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installers.license' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /license (guards `unauthorized`, `installer`): the installer's certifications and the application for a level. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['installers']}>
      <LicensePage />
    </PageTexts>
  );
}
