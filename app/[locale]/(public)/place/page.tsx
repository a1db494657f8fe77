import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { clientMessages } from '@/i18n/client-messages';
import { RequestCta } from '@/features/installation-requests';
import { ServicePointsExplorer } from '@/features/service-points';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.place.meta' });
  return pageMetadata({ path: pages.place(), locale, title: t('title'), description: t('description') });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pages.place');
  return (
    <main>
      <PageIntro title={t('title')} lead={t('lead')} />
      <NextIntlClientProvider messages={await clientMessages(['pages.place', 'pages.common.hours'])}>
        <ServicePointsExplorer />
      </NextIntlClientProvider>
      <CtaBand id="place-cta" title={t('ctaTitle')} text={t('ctaText')}>
        {/* The request form's texts and its settlement search's. */}
        <NextIntlClientProvider messages={await clientMessages(['installationRequests', 'installations.wizard.select'])}>
          <RequestCta contactsLabel={t('ctaLink')} />
        </NextIntlClientProvider>
      </CtaBand>
    </main>
  );
}
