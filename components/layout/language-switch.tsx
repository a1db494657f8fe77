'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { headerLocales, routing } from '@/i18n/routing';

type Props = { locales?: readonly string[]; className?: string };

function Switch({ locales = headerLocales, className = '' }: Props) {
  const t = useTranslations('shell');
  const current = useLocale();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <nav aria-label={t('language')} className={`flex items-center gap-1 ${className}`}>
      {locales.map((locale) => (
        <Link
          key={locale}
          href={search ? `${pathname}?${search}` : pathname}
          locale={locale as (typeof routing.locales)[number]}
          hrefLang={locale}
          // A link to uk carries the /uk prefix, which the proxy redirects: prefetching it would fetch the whole page.
          prefetch={false}
          aria-current={locale === current ? 'true' : undefined}
          className={`rounded-md px-2 py-1 text-sm font-semibold uppercase ${locale === current ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {locale}
        </Link>
      ))}
    </nav>
  );
}

/** Links to the current page in another language (spec section 1). */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <Switch {...props} />
    </Suspense>
  );
}
