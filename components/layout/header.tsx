import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { infoLinks } from './nav-links';
import { NavLink } from './nav-link';
import { OfflineStatus } from './offline-status';
import { SectionLinks } from './section-links';
import { pages } from '@/contracts/pages';

type HeaderProps = {
  /** The sign-in button or the profile menu (accounts feature). */
  account: ReactNode;
  /** The catalogue dropdown of groups (catalogue feature). */
  catalogMenu: ReactNode;
  /** The live search box (catalogue feature). */
  search: ReactNode;
};

/** Desktop header (above 980 px); the mobile navigation replaces it below. */
export async function Header({ account, catalogMenu, search }: HeaderProps) {
  const t = await getTranslations('shell');
  return (
    <header className="hidden border-b border-slate-200 bg-white wide:block">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-3">
        <Link href={pages.home()} className="flex items-center gap-2 font-semibold text-slate-900">
          <LogoMark />
          <span className="text-lg">{t('brand')}</span>
        </Link>
        <nav aria-label={t('infoNav')} className="flex flex-1 items-center gap-1">
          {infoLinks.map((link) => (
            <NavLink
              key={link.href}
              href={link.href}
              className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              activeClassName="bg-brand-50 text-brand-700!"
            >
              {t(`links.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <OfflineStatus />
        <LanguageSwitch />
        {account}
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-6 pb-3">
        {catalogMenu}
        <div className="flex-1">{search}</div>
        <SectionLinks />
      </div>
    </header>
  );
}
