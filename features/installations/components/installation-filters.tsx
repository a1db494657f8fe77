'use client';
import { useQuery } from '@tanstack/react-query';
import { REFRESHED_BY_WORKER } from '@/lib/pwa/personal-caches';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { InstallationCode } from '@/contracts/installations';
import { inputClass } from '@/components/ui/field-status-icon';
import { installationsApi } from '../api/installations-api';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { installationKeys } from '../keys';
import type { ListState } from '../query';

type Filters = Pick<ListState, 'status' | 'date' | 'installerId'>;

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; name: string }[];
  onChange: (value: string) => void;
}) {
  const t = useTranslations('installations.filters');
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass()}>
        <option value="">{t('all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list's filters (GET /web/installations/filters): status, month
 * and installer, each one value or all, and the button that clears every filter. The installer filter is not offered to clients.
 */
export function InstallationFilters({
  value,
  onChange,
  active,
  onClear,
}: {
  value: Filters;
  onChange: (filters: Filters) => void;
  /** Whether any filter of the list is set (these and the period, serial and company beside them). */
  active: boolean;
  /** Clears every filter of the list. */
  onClear: () => void;
}) {
  const t = useTranslations('installations.filters');
  const { userId, isClient } = useInstallationsViewer({ early: true });
  const lists = useQuery({
    queryKey: installationKeys.filters(userId, isClient),
    queryFn: () => installationsApi.filters(isClient),
    enabled: Boolean(userId),
    staleTime: 60_000,
    meta: REFRESHED_BY_WORKER,
  });
  const statuses = lists.data?.statuses.map((s) => ({ value: s.value, name: s.name })) ?? [];
  const dates = lists.data?.dates ?? [];
  const installers = lists.data?.installers.map((i) => ({ value: String(i.id), name: i.fullName })) ?? [];

  return (
    <fieldset className="flex flex-col gap-3 wide:flex-row wide:items-end" aria-busy={lists.isPending || undefined}>
      <legend className="sr-only">{t('legend')}</legend>
      <Select
        label={t('status')}
        value={value.status ?? ''}
        options={statuses}
        onChange={(v) => onChange({ ...value, status: (v || undefined) as InstallationCode | undefined })}
      />
      <Select label={t('date')} value={value.date ?? ''} options={dates} onChange={(v) => onChange({ ...value, date: v || undefined })} />
      {!isClient && (
        <Select
          label={t('installer')}
          value={value.installerId ? String(value.installerId) : ''}
          options={installers}
          onChange={(v) => onChange({ ...value, installerId: v ? Number(v) : undefined })}
        />
      )}
      <button
        type="button"
        disabled={!active}
        onClick={onClear}
        className="min-h-11 shrink-0 rounded-xl px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
      >
        {t('clear')}
      </button>
      {lists.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('loadFailed')}
        </p>
      )}
    </fieldset>
  );
}
