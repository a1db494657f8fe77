import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { CalendarPage } from '@/features/calendar';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('calendar');

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
