'use client';
import { useTranslations } from 'next-intl';
import { StatusPill } from '@/components/ui/list-states';
import type { Lang } from '@/contracts/common';

/** A language of an article: published, a draft, or no text in it. */
export function LanguageState({ lang, state }: { lang: Lang; state: 'PUBLISHED' | 'DRAFT' | 'NONE' }) {
  const t = useTranslations('admin.news');
  return (
    <StatusPill value={state}>
      {t(`languages.${lang}`)}: {t(`states.${state}`)}
    </StatusPill>
  );
}
