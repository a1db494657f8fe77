import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';
import { WizardForRequest } from './wizard-for-request';

export const generateMetadata = privateMetadata('installations.wizard', 'titleNew');

/** The installation wizards: `?kind=completed` starts the completed-installation one, `?id=` resumes a draft, `?request=` registers a request for work. */
export default async function InstallationWizardRoute({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['installations.wizard', 'installationRequests.wizard']}>
      <Suspense>
        <WizardForRequest />
      </Suspense>
    </PageTexts>
  );
}
