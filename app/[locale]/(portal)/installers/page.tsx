import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { InstallersPage } from '@/features/dealers';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('dealers.installers');

/** /installers (guards `unauthorized`, `dealer`): the company's installers; support's, every company's. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['dealers', 'installations.wizard.select']}>
      <InstallersPage />
    </PageTexts>
  );
}
