'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { InstallationCard } from '@/contracts/installations';
import { displayPhone } from '@/lib/phone';

/** A `yyyy-MM-dd` day at noon, so that formatting it in any time zone keeps the day. */
export const dayOf = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00`);

/** The visit planned on an installation in PREVENTION, for its installer and its client alike. */
export function PlannedVisit({ card }: { card: InstallationCard }) {
  const t = useTranslations('preventions.planned');
  const format = useFormatter();
  const planned = card.prevention;
  if (!planned) return null;
  return (
    <section aria-label={t('label')} className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      <p className="font-medium">{t('when', { date: format.dateTime(dayOf(planned.plannedDate), { dateStyle: 'long' }), time: planned.plannedTime })}</p>
      {card.installer && <p className="mt-1">{t('installer', { name: card.installer.fullName, phone: displayPhone(card.installer.phone) })}</p>}
      {planned.comment && <p className="mt-1 text-brand-900/80">{planned.comment}</p>}
      {planned.report && (
        <p className="mt-2 font-medium">{t('recorded', { date: format.dateTime(new Date(planned.report.savedAt), { dateStyle: 'long' }) })}</p>
      )}
    </section>
  );
}
