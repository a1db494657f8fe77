import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/i18n/client-messages';

/** The signed-in sections: their browser components also translate the profile, notification, installation, request, chat, object, dealer and installer texts and the upload field's. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      messages={await clientMessages([
        'profile',
        'notifications',
        'installations',
        'installationRequests',
        'chats',
        'objects',
        'dealers',
        'installers',
        'upload',
        'installer',
      ])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
