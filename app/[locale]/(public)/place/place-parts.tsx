import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { PlaceParts } from '@/features/info-pages';
import { RequestCta } from '@/features/installation-requests';
import { ServicePointsExplorer } from '@/features/service-points';
import { clientMessages } from '@/i18n/client-messages';
import { getSiteContacts } from '@/lib/site-contacts';

/** The service points page's explorer and request form (the public page and support's preview draw them). */
export async function placeParts(): Promise<PlaceParts> {
  const t = await getTranslations('pages.place');
  const { servicePoints } = await getSiteContacts(await getLocale());
  return {
    servicePoints: (
      <NextIntlClientProvider messages={await clientMessages(['pages.place', 'pages.common.hours'])}>
        <ServicePointsExplorer points={servicePoints} />
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
