'use client';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { infoLinks } from './nav-links';
import { BottomPanel } from './bottom-panel';

/**
 * The mobile navigation that replaces header and footer at 980 px and below; hidden inside an open
 * chat (spec section 2).
 */
export function MobileNav({ search }: { search: ReactNode }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  if (/^\/chats\/[^/]+/.test(pathname)) return null;
  return (
    <>
      <header data-testid="mobile-nav" className="sticky top-0 z-30 border-b border-slate-200 bg-white wide:hidden">
        <div className="flex items-center gap-3 px-4 py-2">
          <Link href="/" aria-label={t('home')} className="shrink-0">
            <LogoMark className="size-8" />
          </Link>
          <div className="min-w-0 flex-1">{search}</div>
          <button type="button" onClick={() => setOpen(true)} className="rounded-lg p-2 text-slate-700 hover:bg-slate-100" aria-label={t('menu')} aria-expanded={open}>
            <MenuIcon />
          </button>
        </div>
      </header>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50 wide:hidden">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
        <DialogPanel className="fixed inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold">{t('menu')}</DialogTitle>
            <button type="button" className="rounded-lg px-3 py-1 text-sm text-slate-600 hover:bg-slate-100" onClick={() => setOpen(false)}>
              {t('closeMenu')}
            </button>
          </div>
          <nav aria-label={t('infoNav')} className="flex flex-col">
            {infoLinks.map((link) => (
              <Link key={link.href} href={link.href} onClick={() => setOpen(false)} className="rounded-lg px-3 py-3 text-slate-800 hover:bg-slate-100">
                {t(`links.${link.key}`)}
              </Link>
            ))}
            <Link href="/privacy" onClick={() => setOpen(false)} className="rounded-lg px-3 py-3 text-slate-800 hover:bg-slate-100">
              {t('links.privacy')}
            </Link>
          </nav>
          <LanguageSwitch locales={routing.locales} className="mt-auto" />
        </DialogPanel>
      </Dialog>
      <BottomPanel />
    </>
  );
}
