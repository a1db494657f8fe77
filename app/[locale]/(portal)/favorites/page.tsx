import type { Locale } from 'next-intl';
import { privateMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';
import { FavoritesPage } from '@/features/favorites';

export const generateMetadata = privateMetadata('favorites');

export default async function FavoritesRoute({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FavoritesPage />;
}
