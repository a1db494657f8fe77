import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageTexts } from '@/i18n/page-texts';
import { WizardForRequest } from './wizard-for-request';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installations.wizard' });
  return { title: t('titleNew'), robots: { index: false, follow: false } };
}

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
