import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogImportPage } from '@/features/catalog';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.catalogImport' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /admin/catalog/import (guards `unauthorized`, `back-office`): a catalogue file checked, then imported. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <CatalogImportPage />
    </PageTexts>
  );
}
