'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { AdminUser } from '@/contracts/admin';

const statusTone = {
  REQUEST: 'bg-amber-100 text-amber-900',
  ACTIVE: 'bg-emerald-100 text-emerald-800',
  DECLINED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-slate-200 text-slate-800',
};

/** The person's certifications (an installer's), newest first: type and level, state, and until when each is valid. */
export function UserCertifications({ certifications }: { certifications: AdminUser['certifications'] }) {
  const t = useTranslations('admin.user');
  const format = useFormatter();
  return (
    <section aria-labelledby="user-certifications" className="space-y-2 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-certifications" className="text-lg font-semibold text-slate-900">
        {t('certifications')}
      </h2>
      {certifications.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noCertifications')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {certifications.map((certification, i) => (
            <li key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-medium text-slate-900">
                {certification.type} · {certification.level}
              </span>
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${statusTone[certification.status]}`}>
                {t(`certificationStatuses.${certification.status}`)}
              </span>
              <span className="text-slate-600">
                {certification.expiresAt
                  ? t('validUntil', { date: format.dateTime(new Date(certification.expiresAt), { dateStyle: 'medium' }) })
                  : t('noExpiry')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
