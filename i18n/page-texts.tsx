import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from './client-messages';

/**
 * The texts a page's browser components translate beyond the shared ones: each signed-in page names its own
 * namespaces, so that its HTML carries those and not every section's (the RSC payload of /chats was ~47 KB of other
 * sections' texts in Ukrainian). A journey fails on next-intl's MISSING_MESSAGE (e2e/fixtures.ts) when one is left out.
 */
export async function PageTexts({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(namespaces)}>{children}</NextIntlClientProvider>;
}
