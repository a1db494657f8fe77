import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { PlaceParts } from '@/features/info-pages';
import { RequestCta } from '@/features/installation-requests';
import { ServicePointsExplorer } from '@/features/service-points';
import { clientMessages } from '@/i18n/client-messages';

/** The service points page's explorer and request form (the public page and support's preview draw them). */
export async function placeParts(): Promise<PlaceParts> {
  const t = await getTranslations('pages.place');
  return {
    servicePoints: (
      <NextIntlClientProvider messages={await clientMessages(['pages.place', 'pages.common.hours'])}>
        <ServicePointsExplorer />
      </NextIntlClientProvider>
    ),
    requestCta: (
      // The request form's texts and its settlement search's.
      <NextIntlClientProvider messages={await clientMessages(['installationRequests', 'installations.wizard.select'])}>
        <RequestCta contactsLabel={t('ctaLink')} />
      </NextIntlClientProvider>
    ),
  };
}
