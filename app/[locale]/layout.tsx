import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider, type Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppUpdates } from '@/components/layout/app-updates';
import { OutboxSlot } from '@/components/offline/outbox-slot';
import { ClientLinks } from '@/components/layout/client-links';
import { Footer } from '@/components/layout/footer';
import { FullScreenLoader } from '@/components/layout/full-screen-loader';
import { Header } from '@/components/layout/header';
import { MobileNav } from '@/components/layout/mobile-nav';
import { Providers } from '@/components/providers';
import { ChatsOutbox } from '@/features/chats';
import { ConfirmationListener } from '@/features/installations';
import { manifestPath, RegisterWorker } from '@/features/pwa';
import { clientMessages } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { getSiteContacts } from '@/lib/site-contacts';
import { Modals } from './modals';
import { ShellSlots } from './shell-slots';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('title'), template: `%s | ${t('brand')}` },
    description: t('description'),
    applicationName: t('brand'),
    icons: { icon: '/icon.svg', apple: '/icons/icon-192.png' },
    // The installable app of this language (ADR 0053).
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: t('brand') },
  };
}

export const viewport: Viewport = { themeColor: '#0b6fc2', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await clientMessages();
  const t = await getTranslations('shell');
  const { phone, email } = await getSiteContacts(locale);
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col pb-16 wide:pb-0">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <Providers locale={locale}>
            <ShellSlots>
              {(slots) => (
                <>
                  <Header {...slots} />
                  <MobileNav search={slots.search} contacts={{ phone, email }} />
                </>
              )}
            </ShellSlots>
            <div id="main" className="flex-1">
              {children}
            </div>
            <Footer />
            <Modals />
            <FullScreenLoader />
            <ConfirmationListener />
            <ChatsOutbox />
            <OutboxSlot />
            <AppUpdates />
            <RegisterWorker />
            <ClientLinks />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
