import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminProductPage } from '@/features/catalog';
import { PageTexts } from '@/i18n/page-texts';
import { recordIdOf } from '@/lib/record-id';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.products' });
  return { title: `${t('title')} · ${id}`, robots: { index: false, follow: false } };
}

/** /admin/catalog/products/{id} (guards `unauthorized`, `back-office`): a product's form. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const productId = recordIdOf(id);
  if (productId === null) notFound();
  return (
    <PageTexts namespaces={['admin', 'upload', 'installer', 'units']}>
      <AdminProductPage id={productId} />
    </PageTexts>
  );
}
