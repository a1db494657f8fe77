'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';

/**
 * "Page Not Found: {path}" with the path as the visitor typed it, prefix included.
 * Read here rather than from request headers: a server component of the not-found boundary that reads
 * headers is rendered with every page and would make every page dynamic.
 */
export function NotFoundTitle() {
  const t = useTranslations('common');
  return <>{t('notFound', { path: usePathname() })}</>;
}
