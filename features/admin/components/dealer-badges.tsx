'use client';
import { useTranslations } from 'next-intl';

const badgeClass = 'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium';

/** A company's or a person's state beside their name: invited (not registered yet), deactivated (a company), blocked (a person). */
export function DealerBadges({ invited, deactivated = false, blocked = false }: { invited: boolean; deactivated?: boolean; blocked?: boolean }) {
  const t = useTranslations('admin.badges');
  if (!invited && !deactivated && !blocked) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {blocked && <span className={`${badgeClass} bg-red-100 text-red-800`}>{t('blocked')}</span>}
      {deactivated && <span className={`${badgeClass} bg-slate-200 text-slate-800`}>{t('deactivated')}</span>}
      {invited && <span className={`${badgeClass} bg-amber-100 text-amber-900`}>{t('invited')}</span>}
    </span>
  );
}
