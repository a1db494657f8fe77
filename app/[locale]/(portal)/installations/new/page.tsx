import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { InstallationWizard } from '@/features/installations/wizard/components/installation-wizard';
import { clientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installations.wizard' });
  return { title: t('titleNew'), robots: { index: false, follow: false } };
}

/** The installation wizards: `?kind=completed` starts the completed-installation one, `?id=` resumes a draft. */
export default async function InstallationWizardRoute({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <NextIntlClientProvider messages={await clientMessages(['profile', 'notifications', 'installations.wizard'])}>
      <Suspense>
        <InstallationWizard />
      </Suspense>
    </NextIntlClientProvider>
  );
}
