import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NewProductPage } from '@/features/catalog';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.products', 'newTitle');

/** /admin/catalog/products/new (guards `unauthorized`, `back-office`): a new product's SKU, group, kind, series, price, guarantee, names and descriptions. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <NewProductPage />
    </PageTexts>
  );
}
