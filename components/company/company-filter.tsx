'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { ADMIN_DEALERS_PER_PAGE } from '@/contracts/constants';
import { adminEndpoints } from '@/contracts/endpoints/admin';
import { call } from '@/lib/api/call';

type Company = { id: number; name: string };

/** Every company whose name or code holds `search` (support's GET /admin/dealers), a page at a time. */
async function companies(search: string, page: number) {
  const answer = await call(adminEndpoints.dealers, { query: { page, perPage: ADMIN_DEALERS_PER_PAGE, state: 'all', ...(search ? { search } : {}) } });
  return {
    items: answer.data.map((dealer) => ({ id: dealer.id, name: `${dealer.companyName} (${dealer.dealerCode})` })),
    hasMore: answer.currentPage < answer.lastPage,
  };
}

const companyName = async (id: number) => (await call(adminEndpoints.dealer, { params: { id } })).companyName;

/**
 * Support's filter by dealer company (the installers and installations lists): a company searched by name or code;
 * the one the address names is read back by its id. `userId` keys the queries per operator.
 */
export function CompanyFilter({ userId, value, onChange }: { userId: number | undefined; value?: number; onChange: (company?: number) => void }) {
  const t = useTranslations('ui.companyFilter');
  const named = useQuery({
    queryKey: ['companies', userId, 'name', value],
    queryFn: () => companyName(value!),
    enabled: Boolean(userId && value),
    staleTime: Infinity,
  });
  const chosen = value ? { id: value, name: named.data ?? t('number', { id: value }) } : null;
  return (
    <SearchCombobox<Company>
      label={t('label')}
      value={chosen}
      onChange={(company) => onChange(company?.id)}
      display={(company) => company.name}
      optionKey={(company) => company.id}
      queryKey={(search) => ['companies', userId, 'search', search]}
      fetchPage={companies}
      emptyText={t('hint')}
      hint={t('hint')}
    />
  );
}
