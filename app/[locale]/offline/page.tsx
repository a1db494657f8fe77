import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { OfflinePage } from '@/features/pwa';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('pwa.offline');

/** /offline: the service worker's answer for a page that is neither online nor kept (ADR 0053). */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <OfflinePage />;
}
