'use client';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Lang } from '@/contracts/common';

type PageLanguages = {
  /** The languages the current page exists in; null: every language (most pages). */
  only: readonly Lang[] | null;
  /** Where the language switch leads for a language the page lacks (a news article's: the news list). */
  elsewhere: string;
};

export const usePageLanguages = create<PageLanguages>(() => ({ only: null, elsewhere: '/' }));

/**
 * A page that exists in some languages only (a news article published in English and Polish) says so while it is
 * shown: the header's language switch then leads to `elsewhere` in the other languages instead of a missing page.
 */
export function PageLanguages({ only, elsewhere }: PageLanguages) {
  useEffect(() => {
    usePageLanguages.setState({ only, elsewhere });
    return () => usePageLanguages.setState({ only: null, elsewhere: '/' });
  }, [only, elsewhere]);
  return null;
}
