'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CompanyFilter } from '@/components/company/company-filter';
import { inputClass } from '@/components/ui/field-status-icon';
import { SearchField } from '@/components/ui/search-field';
import { useSessionStore } from '@/lib/session/session-store';
import type { ListState } from '../query';

type Oversight = Pick<ListState, 'dealerId' | 'from' | 'to' | 'serial'>;

function DayField({ label, value, min, max, onChange }: { label: string; value?: string; min?: string; max?: string; onChange: (day?: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={inputClass()}
      />
    </div>
  );
}

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
        <DayField label={t('from')} value={value.from} max={value.to} onChange={(from) => onChange({ ...value, from })} />
        <DayField label={t('to')} value={value.to} min={value.from} onChange={(to) => onChange({ ...value, to })} />
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
