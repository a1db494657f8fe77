import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/i18n/client-messages';

/** The signed-in sections: their browser components also translate the profile and notification texts. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(['profile', 'notifications'])}>{children}</NextIntlClientProvider>;
}
