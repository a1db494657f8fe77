'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@/contracts/constants';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { SearchIcon, searchInputClass } from './search-field';

const load = () => import('./live-search').then((module) => module.LiveSearch);

/**
 * The header's search box. Every page shows it, but few visitors use it on a given page: it starts as
 * a plain input, and the live search (the combobox, its hits and their code, live-search.tsx) loads
 * when the pointer comes near or the box gets focus, then takes over with what was typed meanwhile.
 */
export function HeaderSearch() {
  const t = useTranslations('search');
  const { loaded: LiveSearch, focused, intent } = useLoadOnIntent(load);
  const [text, setText] = useState('');

  if (LiveSearch) return <LiveSearch initialText={text} autoFocus={focused} />;
  return (
    <div role="search" className="relative w-full">
      <div className="relative">
        <SearchIcon />
        <input
          type="search"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...intent}
          className={searchInputClass}
        />
      </div>
    </div>
  );
}
