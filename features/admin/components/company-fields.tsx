'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FieldPathByValue, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldStatus } from '@/lib/forms/use-field-status';
import type { PhoneField } from '@/lib/phone';
import { regionsQuery } from '../query';
import type { CompanyForm } from '../forms';

type CompanyFieldsProps<T extends FieldValues & CompanyForm> = {
  form: UseFormReturn<T>;
  status: (name: Path<T>) => FieldStatus;
  /** The company's region when the list of regions cannot be had, so that the select still names it. */
  current?: { id: number; name: string } | null;
};

/** A company's fields, in the creation dialog and on its page: name, code, region, address, phone and e-mail. */
export function CompanyFields<T extends FieldValues & CompanyForm>({ form, status, current }: CompanyFieldsProps<T>) {
  const t = useTranslations('admin.company');
  const regions = useQuery(regionsQuery(true));
  const options = regions.data ?? (current ? [current] : []);
  const field = (name: keyof CompanyForm) => name as Path<T>;
  return (
    <div className="grid gap-4 wide:grid-cols-2">
      <TextField
        label={t('companyName')}
        maxLength={200}
        autoComplete="organization"
        {...status(field('companyName'))}
        {...form.register(field('companyName'))}
      />
      <TextField
        label={t('dealerCode')}
        hint={t('dealerCodeHint')}
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        {...status(field('dealerCode'))}
        {...form.register(field('dealerCode'))}
      />
      <SelectField
        label={t('region')}
        placeholder={regions.isPending ? t('regionsLoading') : t('noRegion')}
        options={options.map((region) => ({ value: region.id, name: region.name }))}
        hint={regions.isError ? t('regionsUnavailable') : undefined}
        {...status(field('regionId'))}
        {...form.register(field('regionId'))}
      />
      <TextField label={t('address')} maxLength={300} autoComplete="street-address" {...status(field('address'))} {...form.register(field('address'))} />
      <PhoneFormField control={form.control} name={'phone' as FieldPathByValue<T, PhoneField>} label={t('phone')} {...status(field('phone'))} />
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        {...status(field('email'))}
        {...form.register(field('email'))}
      />
    </div>
  );
}
