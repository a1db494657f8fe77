import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminOverview } from '@/features/admin';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.overview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /admin (guards `unauthorized`, `back-office`): the way into the back-office's parts; rendered on the server, it sends no texts. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AdminOverview />;
}
