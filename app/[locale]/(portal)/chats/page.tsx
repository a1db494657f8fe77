import { HydrationBoundary } from '@tanstack/react-query';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ChatsPage } from '@/features/chats';
import { chatsFirstPage } from '@/features/chats/server';
import { PageTexts } from '@/i18n/page-texts';
import type { PageSearchParams } from '@/lib/session/server-prefetch';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('chats');

/** /chats (guards `unauthorized-big-screen`, `chats`); on narrow screens the profile's appeals section stands in. */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<PageSearchParams> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Read before anything renders, so that the rows come with the page rather than streamed after it (ADR 0059).
  const firstPage = await chatsFirstPage(await searchParams, locale);
  return (
    <PageTexts namespaces={['chats']}>
      <HydrationBoundary state={firstPage}>
        <ChatsPage />
      </HydrationBoundary>
    </PageTexts>
  );
}
