import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/i18n/client-messages';

/** The warranty pages: the serial check's form and result card translate in the browser. */
export default async function WarrantyLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(['warranty.check', 'warranty.unit'])}>{children}</NextIntlClientProvider>;
}
