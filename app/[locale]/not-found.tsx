import { useTranslations } from 'next-intl';
import { headers } from 'next/headers';
import { use } from 'react';
import { ErrorPage } from '@/components/layout/error-page';

/** Unknown routes and failed page validations: "Page Not Found: {path}" with status 404 (spec section 2). */
export default function NotFound() {
  const t = useTranslations('common');
  const path = use(headers()).get('x-pathname') ?? '/';
  return <ErrorPage title={t('notFound', { path })} />;
}
