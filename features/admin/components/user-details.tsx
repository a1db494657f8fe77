'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdminUser } from '@/contracts/admin';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { displayPhone } from '@/lib/phone';
import { DealerBadges } from './dealer-badges';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="text-slate-500">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Who the person is: contacts, role and company, when the account was made, their installations and signed-in devices. */
export function UserDetails({ user }: { user: AdminUser }) {
  const t = useTranslations('admin.user');
  const roles = useTranslations('auth.menu.roles');
  const format = useFormatter();
  const { live, lastUsedAt } = user.sessions;
  return (
    <section aria-labelledby="user-details" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="user-details" className="text-lg font-semibold text-slate-900">
          {t('details')}
        </h2>
        <DealerBadges invited={user.invited} blocked={user.blockedAt !== null} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm wide:grid-cols-2">
        <Fact term={t('phone')}>
          <a href={`tel:+${user.phone}`} className="whitespace-nowrap text-brand-700 underline">
            {displayPhone(user.phone)}
          </a>
        </Fact>
        <Fact term={t('email')}>{user.email || t('noEmail')}</Fact>
        <Fact term={t('role')}>{roles(user.role)}</Fact>
        <Fact term={t('company')}>
          {user.dealer ? (
            <Link href={pages.adminDealer(user.dealer.id)} className="text-brand-700 underline">
              {user.dealer.companyName}
            </Link>
          ) : (
            t('noCompany')
          )}
        </Fact>
        <Fact term={t('created')}>{format.dateTime(new Date(user.createdAt), { dateStyle: 'medium' })}</Fact>
        <Fact term={t('installations')}>{format.number(user.installationsCount)}</Fact>
        <Fact term={t('sessions')}>
          {t('sessionsLive', { count: live })}
          {lastUsedAt && `, ${t('lastUsed', { date: format.dateTime(new Date(lastUsedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}`}
        </Fact>
      </dl>
    </section>
  );
}
