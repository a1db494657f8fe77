import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ObjectsPage } from '@/features/objects';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('objects');

/** /objects (guards `unauthorized-big-screen`, `designer`); on narrow screens the profile's objects section stands in. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['objects']}>
      <ObjectsPage />
    </PageTexts>
  );
}
