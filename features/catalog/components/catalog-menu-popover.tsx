'use client';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useOpenOnArrival } from '@/lib/use-load-on-intent';
import { ListStates } from '@/components/ui/list-states';
import { Link } from '@/i18n/navigation';
import { fetchGroups } from '../api/client';
import { groupHref } from '../crumbs';
import { CatalogMenuLabel, catalogMenuButtonClass } from './catalog-menu-button';
import { GroupIcon } from './group-icon';
import { pages } from '@/contracts/pages';

/**
 * The header's catalogue dropdown of groups (Headless UI Popover), loaded when the visitor reaches for the
 * button (catalog-menu.tsx); the groups are fetched then, so that other pages stay free of this request.
 * `opened` / `focused`: the stand-in button was clicked or focused before this code arrived.
 */
export function CatalogMenuPopover({ opened, focused }: { opened: boolean; focused: boolean }) {
  const t = useTranslations('catalog.menu');
  const format = useFormatter();
  const locale = useLocale();
  const groups = useQuery({
    queryKey: ['catalog', 'groups', locale],
    queryFn: fetchGroups,
    staleTime: 5 * 60_000,
  });
  const button = useOpenOnArrival(opened);

  return (
    <Popover className="relative">
      <PopoverButton ref={button} autoFocus={focused} className={catalogMenuButtonClass}>
        <CatalogMenuLabel />
      </PopoverButton>
      <PopoverPanel
        transition
        className="absolute left-0 top-full z-40 mt-2 w-[40rem] max-w-[calc(100vw-3rem)] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl transition data-closed:-translate-y-1 data-closed:opacity-0"
      >
        {/* The link to the whole catalogue is there from the first frame, also while the groups load: Headless UI
            judges the panel when it opens, and one with nothing to focus gets focus guards (aria-hidden buttons
            that take focus) that stay until it closes. */}
        <nav aria-label={t('label')}>
          <ListStates query={groups} look="inline" loading={t('loading')} failed={t('error')} retry={t('retry')}>
            {(data) => (
              <ul className="grid grid-cols-2 gap-1">
                {data.map((group) => (
                  <li key={group.id}>
                    <CloseButton as={Link} href={groupHref(group.id)} className="flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 hover:bg-brand-50">
                      <GroupIcon src={group.icon} />
                      <span className="flex-1 text-sm font-medium text-slate-900">{group.name}</span>
                      <span className="text-xs text-slate-600">{format.number(group.productsCount)}</span>
                    </CloseButton>
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
          <CloseButton
            as={Link}
            href={pages.products()}
            className="mt-2 flex min-h-11 items-center justify-center rounded-xl border-t border-slate-100 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('all')}
          </CloseButton>
        </nav>
      </PopoverPanel>
    </Popover>
  );
}
