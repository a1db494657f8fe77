import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeFeatured, HomeGroups } from '@/features/catalog';
import { Hero, HowItWorks, WhyUs } from '@/features/home';
import { ServicePointsTeaser } from '@/features/service-points';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  // The home page keeps the full site title (no "| brand" suffix from the layout's template).
  return { ...pageMetadata({ path: '/', locale, title: t('title'), description: t('description') }), title: { absolute: t('title') } };
}

/**
 * The home page: a column of self-contained sections. The catalogue's blocks (groups, featured
 * products) go between "why us" and "how it works".
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main>
      <Hero />
      <WhyUs />
      <HomeGroups locale={locale} />
      <HomeFeatured locale={locale} />
      <HowItWorks />
      <ServicePointsTeaser />
    </main>
  );
}
