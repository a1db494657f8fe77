import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CalendarPage } from '@/features/calendar';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'calendar' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /calendar (guards `unauthorized`, `installer`, lib/guards.ts): the installer's month, day and ICS feed. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['calendar']}>
      <CalendarPage />
    </PageTexts>
  );
}
