'use client';
import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { authApi } from '../api/auth-api';
import { authKeys } from '../keys';

/** The roles a visitor may register with (GET /roles, labels in the UI language), chosen as `roleId`. */
export function RoleChooser({ value, onChange, error }: { value: number | null; onChange: (roleId: number) => void; error?: string }) {
  const t = useTranslations('auth.registration');
  const locale = useLocale();
  const roles = useQuery({ queryKey: authKeys.roles(locale), queryFn: authApi.roles, staleTime: 60 * 60 * 1000 });

  if (roles.isPending) {
    return (
      <div aria-busy="true" aria-label={t('rolesLoading')} className="grid grid-cols-2 gap-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  }
  if (roles.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
        <span>{t('rolesFailed')}</span>
        <Button variant="secondary" onClick={() => void roles.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t('role')}</legend>
      <RadioGroup value={value as number} onChange={onChange} aria-label={t('role')} className="grid grid-cols-2 gap-2">
        {roles.data.map((role) => (
          <Field key={role.id}>
            <Radio
              value={role.id}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 focus:outline-2 focus:outline-brand-600 data-checked:border-brand-600 data-checked:bg-brand-50 data-checked:font-semibold data-checked:text-brand-700"
            >
              <span aria-hidden className="flex size-4 shrink-0 items-center justify-center rounded-full border border-current">
                {value === role.id && <span className="size-2 rounded-full bg-current" />}
              </span>
              <Label className="cursor-pointer">{role.label}</Label>
            </Radio>
          </Field>
        ))}
      </RadioGroup>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
