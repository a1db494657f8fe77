import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getProduct, ProductPage, summaryOf } from '@/features/catalog';
import { recordIdOf } from '@/lib/record-id';
import { FavoriteToggle } from '@/features/favorites';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/**
 * None at build time (the API is not running then): each product page is rendered on its first
 * request and then served from the cache, regenerated in the background as the catalogue changes.
 */
export function generateStaticParams() {
  return [];
}

/** The product of the URL, or the not-found page for an unknown or malformed id. */
const productOf = cache(async (idParam: string, locale: string) => {
  const id = recordIdOf(idParam);
  const product = id === null ? null : await getProduct(id, locale);
  if (!product) notFound();
  return product;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const product = await productOf(id, locale);
  return pageMetadata({
    path: pages.product(product.id),
    locale,
    title: product.name,
    description: summaryOf(product.description) || product.name,
    images: product.photos.slice(0, 1).map((url) => ({ url, alt: product.name })),
  });
}

export default async function ProductRoute({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const product = await productOf(id, locale);
  return <ProductPage product={product} locale={locale} favoriteToggle={<FavoriteToggle productId={product.id} />} />;
}
