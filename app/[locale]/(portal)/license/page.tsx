import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { FgasCertificateSection } from '@/features/fgas';
import { LicensePage } from '@/features/installers';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installers.license');

/** /license (guards `unauthorized`, `installer`): the installer's certifications, the application for a level, and their F-gas certificate. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['installers', 'installations.fgas']}>
      <LicensePage extra={<FgasCertificateSection />} />
    </PageTexts>
  );
}
