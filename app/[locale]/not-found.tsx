import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/layout/error-page';
import { NotFoundTitle } from '@/components/layout/not-found-title';
import { routing } from '@/i18n/routing';

/** The tab says "not found" too, in the page's language (the layout's template adds the brand). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'common' });
  return { title: t('notFoundTitle') };
}

/** Unknown routes and failed page validations: "Page Not Found: {path}" with status 404. */
export default function NotFound() {
  return <ErrorPage title={<NotFoundTitle />} />;
}
