import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InstallersPage } from '@/features/dealers';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dealers.installers' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /installers (guards `unauthorized`, `dealer`): the company's installers; support's, every company's. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['dealers', 'installations.wizard.select']}>
      <InstallersPage />
    </PageTexts>
  );
}
