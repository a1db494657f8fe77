'use client';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { Link, usePathname } from '@/i18n/navigation';
import { useCounters } from '@/lib/session/counters';
import { BuildingIcon, ChatIcon, GridIcon, UserIcon, WrenchIcon } from './icons';
import { useSections } from './use-sections';
import { pages } from '@/contracts/pages';

/** Bottom panel at 980 px and below: catalogue, objects or installations, chats (for the roles that have them), profile (docs/access.md#pages-guards-and-links). */
export function BottomPanel() {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const { guard, workSection, shown } = useSections();
  const unread = useCounters().messagesCount;
  const items = [
    { key: 'catalog', href: pages.home(), label: t('catalog'), Icon: GridIcon, onClick: undefined },
    workSection === 'objects'
      ? { key: 'objects', href: pages.objects(), label: t('objects'), Icon: BuildingIcon, onClick: guard('objects') }
      : { key: 'installations', href: pages.installations(), label: t('installations'), Icon: WrenchIcon, onClick: guard('installations') },
    ...(shown('chats') ? [{ key: 'chats', href: pages.chats(), label: t('chats'), Icon: ChatIcon, onClick: guard('chats') }] : []),
    { key: 'profile', href: pages.profile(), label: t('profile'), Icon: UserIcon, onClick: guard('profile') },
  ];
  const isActive = (href: string) => (href === pages.home() ? pathname === pages.home() || pathname.startsWith(pages.products()) : pathname.startsWith(href));
  return (
    <nav
      aria-label={t('sections')}
      data-testid="bottom-panel"
      className={`fixed inset-x-0 bottom-0 z-30 grid ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-4'} border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] wide:hidden`}
    >
      {items.map(({ key, href, label, Icon, onClick }) => {
        const item = {
          href,
          onClick,
          'aria-current': isActive(href) ? ('page' as const) : undefined,
          className: `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${isActive(href) ? 'text-brand-700' : 'text-slate-600'}`,
          children: (
            <>
              <Icon />
              <span>{label}</span>
              {key === 'chats' && unread > 0 && (
                <>
                  <span aria-hidden className="absolute right-[30%] top-2 size-2.5 rounded-full bg-orange-500" />
                  <span className="sr-only">{t('unreadMessages', { count: unread })}</span>
                </>
              )}
            </>
          ),
        };
        // Guarded pages (all but the catalogue) are never prefetched: a guest's prefetch would cache the
        // proxy's sign-in redirect.
        return key === 'catalog' ? <IntentLink key={key} {...item} /> : <Link key={key} prefetch={false} {...item} />;
      })}
    </nav>
  );
}
