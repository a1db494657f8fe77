import type { Locale } from 'next-intl';
import { privateMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';
import { AdminOverview } from '@/features/admin';

export const generateMetadata = privateMetadata('admin.overview');

/** /admin (guards `unauthorized`, `back-office`): the way into the back-office's parts; rendered on the server, it sends no texts. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AdminOverview />;
}
