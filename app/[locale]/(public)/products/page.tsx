import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { catalogMetadata } from '@/features/catalog/metadata';
import { parseCatalogState } from '@/features/catalog/query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function stateOf(searchParams: Props['searchParams']) {
  const state = parseCatalogState(await searchParams);
  // A URL that is not a valid list state is a failed page validation (spec section 2).
  if (!state) notFound();
  return state;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return catalogMetadata(await stateOf(searchParams), locale);
}

export default async function ProductsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CatalogPage state={await stateOf(searchParams)} locale={locale} />;
}
