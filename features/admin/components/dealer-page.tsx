'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { dealerQuery, useOperatorId } from '../query';
import { CompanyForm } from './company-form';
import { DealerPeople } from './dealer-people';
import { DealerState } from './dealer-state';
import { InviteForm } from './invite-form';

/** /admin/dealers/{id}: a company's state, details, people and invitations. */
export function DealerPage({ id }: { id: number }) {
  const t = useTranslations('admin.dealer');
  const userId = useOperatorId();
  const dealer = useQuery(dealerQuery(userId, id));
  return (
    <ProPage
      title={dealer.data?.companyName ?? t('title')}
      actions={
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href={pages.adminUsers({ dealerId: id })} className="text-sm text-brand-700 underline">
            {t('allPeople')}
          </Link>
          <Link href={pages.installers({ company: id })} className="text-sm text-brand-700 underline">
            {t('installersList')}
          </Link>
          <Link href={pages.adminDealers()} className="text-sm text-brand-700 underline">
            {t('allDealers')}
          </Link>
        </div>
      }
    >
      <ListStates query={dealer} look="block" loading={t('loading')} failed={t('loadFailed')} notFound={t('notFound')}>
        {(company) => (
          <>
            <DealerState dealer={company} />
            <CompanyForm dealer={company} />
            <DealerPeople dealer={company} />
            <InviteForm dealer={company} />
          </>
        )}
      </ListStates>
    </ProPage>
  );
}
