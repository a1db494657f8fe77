'use client';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { useCounters } from '@/lib/session/counters';
import { BuildingIcon, ChatIcon, HeartIcon, WrenchIcon } from './icons';
import { useSections } from './use-sections';
import { pages } from '@/contracts/pages';

/** The section links of the header: favorites, objects or installations, chats (for the roles that have them). */
export function SectionLinks() {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const { guard, workSection, shown } = useSections();
  const unread = useCounters().messagesCount;
  const items = [
    { section: 'favorites' as const, href: pages.favorites(), label: t('favorites'), Icon: HeartIcon },
    workSection === 'objects'
      ? { section: 'objects' as const, href: pages.objects(), label: t('objects'), Icon: BuildingIcon }
      : { section: 'installations' as const, href: pages.installations(), label: t('installations'), Icon: WrenchIcon },
    ...(shown('chats') ? [{ section: 'chats' as const, href: pages.chats(), label: t('chats'), Icon: ChatIcon }] : []),
  ];
  return (
    <nav aria-label={t('sections')} className="flex items-center gap-1">
      {items.map(({ section, href, label, Icon }) => {
        const active = pathname.startsWith(href);
        const highlighted = section === 'chats' && unread > 0;
        return (
          <Link
            key={section}
            href={href}
            // Guarded pages: a guest's prefetch would cache the proxy's sign-in redirect for after sign-in.
            prefetch={false}
            onClick={guard(section)}
            aria-current={active ? 'page' : undefined}
            className={`relative flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'} ${highlighted ? 'text-brand-700' : ''}`}
          >
            <Icon />
            <span>{label}</span>
            {highlighted && (
              <>
                <span aria-hidden className="absolute right-1 top-1 size-2.5 rounded-full bg-orange-500" />
                <span className="sr-only">{t('unreadMessages', { count: unread })}</span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
