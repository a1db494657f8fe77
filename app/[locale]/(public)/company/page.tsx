import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { companyContent, CompanyPage } from '@/features/company';
import { pageMetadata } from '@/lib/seo';
import { pages } from '@/contracts/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { meta } = companyContent(locale);
  return pageMetadata({ path: pages.company(), locale, ...meta });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CompanyPage content={companyContent(locale)} />;
}
