import { NextIntlClientProvider, type Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnitLabelPage } from '@/features/warranty';
import { clientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ locale: Locale; token: string }> };

/** A unit label's target: never indexed (a token is a key, not content). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'warranty.label' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  return (
    // The way to the job's card, for its parties, and the fault report are drawn in the browser.
    <NextIntlClientProvider messages={await clientMessages(['warranty.label', 'warranty.fault'])}>
      <UnitLabelPage token={token} />
    </NextIntlClientProvider>
  );
}
