import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { recordIdOf } from '@/lib/record-id';
import { ProductWithAppeal } from '../../with-appeal';
import { PageTexts } from '@/i18n/page-texts';

type Props = { params: Promise<{ locale: Locale; id: string; installationId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, installationId } = await params;
  const t = await getTranslations({ locale, namespace: 'installations.product' });
  return { title: t('toInstallation', { id: installationId }), robots: { index: false, follow: false } };
}

/**
 * /installations/{id}/{installationId} (guards `unauthorized`, `installations`): the product card in an
 * installation. As in its call, GET /web/catalog/products/{id}?installationId=…, `id` is the product and
 * `installationId` the installation.
 */
export default async function Page({ params }: Props) {
  const { locale, id, installationId } = await params;
  setRequestLocale(locale);
  const productId = recordIdOf(id);
  const installation = recordIdOf(installationId);
  if (productId === null || installation === null) notFound();
  return (
    <PageTexts namespaces={['installations', 'chats', 'installer', 'upload']}>
      <ProductWithAppeal productId={productId} installationId={installation} />
    </PageTexts>
  );
}
