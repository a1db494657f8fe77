'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, type MouseEvent } from 'react';
import type { Lang } from '@/contracts/common';
import { getPathname, Link, usePathname } from '@/i18n/navigation';
import { headerLocales } from '@/i18n/routing';
import { saveProfileLanguage } from '@/lib/profile-language';
import { useSessionStore } from '@/lib/session/session-store';
import { usePageLanguages } from '@/lib/stores/page-languages';

/** `onDark`: the footer's dark band, where an idle language needs light text. */
type Props = { locales?: readonly string[]; onDark?: boolean };

function Switch({ locales = headerLocales, onDark = false }: Props) {
  const t = useTranslations('shell');
  const current = useLocale();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const signedIn = useSessionStore((s) => s.user !== null);
  const page = usePageLanguages();
  const here = search ? `${pathname}?${search}` : pathname;
  // A language the page does not exist in leads where the page says (an unpublished article's language: the news list).
  const hrefOf = (locale: string) => (page.only && !page.only.includes(locale as Lang) ? page.elsewhere : here);
  // A signed-in user choosing a language chooses it for the profile too, then the page in it loads (docs/decisions/0014-profile-language.md).
  const choose = async (event: MouseEvent, locale: Lang) => {
    event.preventDefault();
    await saveProfileLanguage(locale).catch(() => undefined);
    location.assign(getPathname({ href: hrefOf(locale), locale }));
  };
  return (
    <nav aria-label={t('language')} className="flex items-center gap-1">
      {locales.map((locale) => (
        <Link
          key={locale}
          href={hrefOf(locale)}
          locale={locale as Lang}
          onClick={signedIn && locale !== current ? (event) => void choose(event, locale as Lang) : undefined}
          hrefLang={locale}
          // A link to uk carries the /uk prefix, which the proxy redirects: prefetching it would fetch the whole page.
          prefetch={false}
          aria-current={locale === current ? 'true' : undefined}
          className={`rounded-md px-2 py-1 text-sm font-semibold uppercase ${locale === current ? 'bg-brand-600 text-white' : onDark ? 'text-slate-300 hover:bg-slate-800' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {locale}
        </Link>
      ))}
    </nav>
  );
}

/** Links to the current page in another language (docs/decisions/0003-locale-routing.md). */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<div />}>
      <Switch {...props} />
    </Suspense>
  );
}
