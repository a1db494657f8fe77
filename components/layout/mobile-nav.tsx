'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { MenuIcon } from './icons';
import { LogoMark } from './logo';
import { BottomPanel } from './bottom-panel';
import { OfflineStatus } from './offline-status';
import type { MenuContacts } from './mobile-menu';
import { pages } from '@/contracts/pages';

const loadMenu = () => import('./mobile-menu').then((m) => m.MobileMenu);
/** The drawer (a dialog) loads when the visitor reaches for the menu button, not with every page. */
const MobileMenu = dynamic(loadMenu, { ssr: false });

/**
 * The mobile navigation that replaces header and footer at 980 px and below; hidden inside an open
 * chat.
 */
export function MobileNav({ search, contacts }: { search: ReactNode; contacts: MenuContacts }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // The drawer stays mounted after the first opening, so that closing can play its transition.
  const [opened, setOpened] = useState(false);
  if (/^\/chats\/[^/]+/.test(pathname)) return null;
  return (
    <>
      <header data-testid="mobile-nav" className="sticky top-0 z-30 border-b border-slate-200 bg-white wide:hidden">
        <div className="flex items-center gap-3 px-4 py-2">
          <Link href={pages.home()} aria-label={t('home')} className="shrink-0">
            <LogoMark className="size-8" />
          </Link>
          <div className="min-w-0 flex-1">{search}</div>
          <button
            type="button"
            onPointerEnter={() => void loadMenu()}
            onTouchStart={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
            aria-label={t('menu')}
            aria-expanded={open}
          >
            <MenuIcon />
          </button>
        </div>
        <OfflineStatus className="px-4 pb-2" />
      </header>
      {opened && <MobileMenu open={open} onClose={() => setOpen(false)} contacts={contacts} />}
      <BottomPanel />
    </>
  );
}
