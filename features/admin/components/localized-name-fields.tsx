'use client';
import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { CERTIFICATION_NAME_MAX, type LocalizedName } from '@/contracts/certification-catalog';
import { locales } from '@/contracts/constants';
import type { FieldStatus } from '@/lib/forms/use-field-status';

type Props<T extends FieldValues & { name: LocalizedName }> = {
  form: UseFormReturn<T>;
  status: (name: Path<T>) => FieldStatus;
};

/** A name in each of the portal's languages, one field per language (the shop and the portal show the reader's). */
export function LocalizedNameFields<T extends FieldValues & { name: LocalizedName }>({ form, status }: Props<T>) {
  const t = useTranslations('admin.certifications');
  return (
    <div className="grid gap-3 wide:grid-cols-3">
      {locales.map((lang) => {
        const field = `name.${lang}` as Path<T>;
        return <TextField key={lang} label={t(`nameIn.${lang}`)} lang={lang} maxLength={CERTIFICATION_NAME_MAX} {...status(field)} {...form.register(field)} />;
      })}
    </div>
  );
}
