'use client';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import type { ProfileSection } from '@/lib/guards';
import { useCounters } from '@/lib/session/counters';
import { useOpenProfileSection } from '@/lib/stores/profile-section';
import { BuildingIcon, ChatIcon, GridIcon, UserIcon, WrenchIcon } from './icons';
import { useSections } from './use-sections';
import { pages } from '@/contracts/pages';

/**
 * Bottom panel at 980 px and below: catalogue, objects or installations, chats (for the roles that have them), profile
 * (docs/access.md#pages-guards-and-links). It shows on narrow screens only, where installations, objects and chats are
 * the profile's sections: its links open those at once, not the wide page that then sends a phone on to them.
 */
export function BottomPanel() {
  const section = useOpenProfileSection((s) => s.section);
  const t = useTranslations('shell');
  const pathname = usePathname();
  const { guard, known, workSection, shown } = useSections();
  const unread = useCounters().messagesCount;
  /**
   * A section of the profile, and the wide page it stands in for (whose cards and chats are full-screen pages here too).
   * Until the session is known a tap goes to the wide page: its guard (the proxy's) refuses a role it does not let in.
   */
  const sectionItem = (narrow: ProfileSection, widePath: string) => ({
    href: known ? pages.profile({ section: narrow }) : widePath,
    active: (pathname === pages.profile() && section === narrow) || pathname.startsWith(widePath),
  });
  const items = [
    {
      key: 'catalog',
      href: pages.home(),
      active: pathname === pages.home() || pathname.startsWith(pages.products()),
      label: t('catalog'),
      Icon: GridIcon,
      onClick: undefined,
    },
    workSection === 'objects'
      ? { key: 'objects', ...sectionItem('objects', pages.objects()), label: t('objects'), Icon: BuildingIcon, onClick: guard('objects') }
      : {
          key: 'installations',
          ...sectionItem('installations', pages.installations()),
          label: t('installations'),
          Icon: WrenchIcon,
          onClick: guard('installations'),
        },
    ...(shown('chats') ? [{ key: 'chats', ...sectionItem('appeals', pages.chats()), label: t('chats'), Icon: ChatIcon, onClick: guard('chats') }] : []),
  ];
  const profile = {
    key: 'profile',
    href: pages.profile(),
    active: pathname.startsWith(pages.profile()) && !items.some((item) => item.active),
    label: t('profile'),
    Icon: UserIcon,
    onClick: guard('profile'),
  };
  return (
    <nav
      aria-label={t('sections')}
      data-testid="bottom-panel"
      className={`fixed inset-x-0 bottom-0 z-30 grid ${items.length === 2 ? 'grid-cols-3' : 'grid-cols-4'} border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] wide:hidden`}
    >
      {[...items, profile].map(({ key, href, active, label, Icon, onClick }) => {
        const item = {
          href,
          onClick,
          'aria-current': active ? ('page' as const) : undefined,
          className: `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${active ? 'text-brand-700' : 'text-slate-600'}`,
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
        return <Link key={key} prefetch={key === 'catalog' ? undefined : false} {...item} />;
      })}
    </nav>
  );
}
