'use client';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { GridIcon } from '@/components/layout/icons';
import { Link } from '@/i18n/navigation';
import { fetchGroups } from '../api/client';
import { groupHref } from '../crumbs';
import { GroupIcon } from './group-icon';

/**
 * The header's catalogue dropdown of groups. The groups are fetched when the visitor reaches for the
 * button (hover, focus or click), so that every other page stays static and free of this request;
 * the home page lists the same groups in its HTML for search engines.
 */
export function CatalogMenu() {
  const t = useTranslations('catalog.menu');
  const locale = useLocale();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['catalog', 'groups', locale],
    queryFn: fetchGroups,
    enabled: wanted,
    staleTime: 5 * 60_000,
  });

  return (
    <Popover className="relative">
      <PopoverButton
        onPointerEnter={want}
        onFocus={want}
        onClick={want}
        className="flex min-h-11 items-center gap-2 rounded-xl bg-brand-600 px-4 font-medium text-white hover:bg-brand-700 data-open:bg-brand-700"
      >
        <GridIcon />
        {t('button')}
        <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </PopoverButton>
      <PopoverPanel
        transition
        className="absolute left-0 top-full z-40 mt-2 w-[40rem] max-w-[calc(100vw-3rem)] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl transition data-closed:-translate-y-1 data-closed:opacity-0"
      >
        {isPending ? (
          <p role="status" className="flex items-center gap-2 p-3 text-sm text-slate-600">
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
            {t('loading')}
          </p>
        ) : isError ? (
          <div role="alert" className="flex items-center gap-3 p-3 text-sm text-slate-700">
            {t('error')}
            <button type="button" className="font-medium text-brand-700 underline" onClick={() => void refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <nav aria-label={t('label')}>
            <ul className="grid grid-cols-2 gap-1">
              {data.map((group) => (
                <li key={group.id}>
                  <CloseButton as={Link} href={groupHref(group.id)} className="flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 hover:bg-brand-50">
                    <GroupIcon src={group.icon} />
                    <span className="flex-1 text-sm font-medium text-slate-900">{group.name}</span>
                    <span className="text-xs text-slate-600">{group.productsCount}</span>
                  </CloseButton>
                </li>
              ))}
            </ul>
            <CloseButton as={Link} href="/products" className="mt-2 flex min-h-11 items-center justify-center rounded-xl border-t border-slate-100 text-sm font-medium text-brand-700 hover:bg-brand-50">
              {t('all')}
            </CloseButton>
          </nav>
        )}
      </PopoverPanel>
    </Popover>
  );
}
