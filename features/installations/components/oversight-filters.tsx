'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { SearchField } from '@/components/ui/search-field';
import { TextField } from '@/components/ui/text-field';
import { useSessionStore } from '@/lib/session/session-store';
import type { ListState } from '../query';

type Oversight = Pick<ListState, 'dealerId' | 'from' | 'to' | 'serial'>;

/** Support's company combobox (Headless UI's Combobox with a virtual list, ~17 KB): loaded only for support, who sees it. */
const CompanyFilter = dynamic(() => import('@/components/company/company-filter').then((m) => m.CompanyFilter));

/**
 * The list's period (from, to: the listed date, both days included) and a unit's serial, for whoever works the jobs;
 * support also narrows the list to one dealer company.
 */
export function OversightFilters({ value, userId, onChange }: { value: Oversight; userId: number | undefined; onChange: (next: Oversight) => void }) {
  const t = useTranslations('installations.filters');
  const support = useSessionStore((s) => s.user?.role.name === 'ADMIN');
  return (
    <fieldset className="grid gap-3 wide:grid-cols-2">
      <legend className="sr-only">{t('oversight')}</legend>
      <div className="flex gap-3">
        <TextField
          className="min-w-0 flex-1"
          type="date"
          label={t('from')}
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
        />
        <TextField
          className="min-w-0 flex-1"
          type="date"
          label={t('to')}
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
        />
      </div>
      <SearchField
        label={t('serial')}
        placeholder={t('serialHint')}
        value={value.serial}
        onSearch={(serial) => onChange({ ...value, serial: serial || undefined })}
      />
      {support && (
        <div className="wide:col-span-2">
          <CompanyFilter userId={userId} value={value.dealerId} onChange={(dealerId) => onChange({ ...value, dealerId })} />
        </div>
      )}
    </fieldset>
  );
}
