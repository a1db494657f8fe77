'use client';
import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { authApi } from '../api/auth-api';
import { authKeys } from '../keys';

/** The roles a visitor may register with (GET /roles, labels in the UI language), chosen as `roleId`. */
export function RoleChooser({ value, onChange, error }: { value: number | null; onChange: (roleId: number) => void; error?: string }) {
  const t = useTranslations('auth.registration');
  const locale = useLocale();
  const roles = useQuery({ queryKey: authKeys.roles(locale), queryFn: authApi.roles, staleTime: 60 * 60 * 1000 });

  return (
    <ListStates query={roles} look="inline" loading={t('rolesLoading')} failed={t('rolesFailed')} retry={t('retry')}>
      {(data) => (
        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-slate-700">{t('role')}</legend>
          <RadioGroup value={value as number} onChange={onChange} aria-label={t('role')} className="grid grid-cols-2 gap-2">
            {data.map((role) => (
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
      )}
    </ListStates>
  );
}
