'use client';
import { useFormatter, useTranslations, type Messages } from 'next-intl';
import type { AdminUser } from '@/contracts/admin';

type StatusKey = keyof Messages['admin']['user']['requestStatuses'];

/** The requests the person sent to dealers (to become their installer, or to move to them), newest first. */
export function UserDealerRequests({ requests }: { requests: AdminUser['dealerRequests'] }) {
  const t = useTranslations('admin.user');
  const statuses = useTranslations('admin.user.requestStatuses');
  const format = useFormatter();
  return (
    <section aria-labelledby="user-dealer-requests" className="space-y-2 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-dealer-requests" className="text-lg font-semibold text-slate-900">
        {t('dealerRequests')}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noDealerRequests')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <span className="font-medium text-slate-900">{request.dealerName}</span>
              <span className="text-slate-700">{t(`requestKinds.${request.kind}`)}</span>
              <span className="text-slate-700">{statuses.has(request.status as StatusKey) ? statuses(request.status as StatusKey) : request.status}</span>
              <time dateTime={request.createdAt} className="text-slate-600">
                {format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
