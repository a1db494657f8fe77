import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ProductsPage } from '@/features/catalog';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.products');

/** /admin/catalog (guards `unauthorized`, `back-office`): every product, archived ones too. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <ProductsPage />
    </PageTexts>
  );
}
