import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { buyerContent, BuyerGuidePage } from '@/features/buyer-guide';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { meta } = buyerContent(locale);
  return pageMetadata({ path: pages.buyer(), locale, ...meta });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BuyerGuidePage content={buyerContent(locale)} />;
}
