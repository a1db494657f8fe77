'use client';
import { useTranslations } from 'next-intl';
import type { Finding } from '@/contracts/commissioning';

/** A flagged value's note: out of range (and the range), and whether it withholds the extended guarantee. */
export function FindingNote({ id, finding, range }: { id?: string; finding: Finding; range: string | null }) {
  const t = useTranslations('commissioning');
  const state = t(`state.${finding.state}`);
  return (
    <p id={id} className={`rounded-lg px-3 py-2 text-sm ${finding.blocking ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}>
      <span className="font-medium">{range ? t('ui.flagged', { state, range }) : state}</span>
      {finding.blocking && <span className="block">{t('ui.blockingFlag')}</span>}
    </p>
  );
}
