import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { CatalogImportPage } from '@/features/catalog';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.catalogImport');

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
