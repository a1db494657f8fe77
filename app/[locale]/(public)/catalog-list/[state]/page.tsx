import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { catalogMetadata, CatalogPage, decodeListState } from '@/features/catalog';

/**
 * /products, reached through the proxy's rewrite (features/catalog/list-route.ts): one page per
 * normalised list state, rendered on its first request and then served from the cache, regenerated
 * in the background when the catalogue changes (ADR 0007).
 */
type Props = { params: Promise<{ locale: Locale; state: string }> };

export function generateStaticParams() {
  return [];
}

async function stateOf(params: Props['params']) {
  const state = decodeListState((await params).state);
  // A URL that is not a valid list state is a failed page validation.
  if (!state) notFound();
  return state;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return catalogMetadata(await stateOf(params), locale);
}

export default async function ProductsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CatalogPage state={await stateOf(params)} locale={locale} />;
}
