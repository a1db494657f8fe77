'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { useOperatorId, userQuery } from '../query';
import { UserAccess } from './user-access';
import { UserCertifications } from './user-certifications';
import { UserDealerRequests } from './user-dealer-requests';
import { UserDetails } from './user-details';

/** /admin/users/{id}: a person, whether they may sign in and what support does about it, their certifications and requests to dealers. */
export function UserPage({ id }: { id: number }) {
  const t = useTranslations('admin.user');
  const userId = useOperatorId();
  const user = useQuery(userQuery(userId, id));
  return (
    <ProPage
      title={user.data ? `${user.data.name} ${user.data.lastname}` : t('title')}
      actions={
        <Link href={pages.adminUsers()} className="text-sm text-brand-700 underline">
          {t('allUsers')}
        </Link>
      }
    >
      <ListStates query={user} look="block" loading={t('loading')} failed={t('loadFailed')} notFound={t('notFound')}>
        {(person) => (
          <>
            <UserDetails user={person} />
            <UserAccess user={person} />
            <UserCertifications certifications={person.certifications} />
            <UserDealerRequests requests={person.dealerRequests} />
          </>
        )}
      </ListStates>
    </ProPage>
  );
}
