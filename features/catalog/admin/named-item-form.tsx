'use client';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { SaveRow } from '@/components/ui/save-row';
import { TextField } from '@/components/ui/text-field';
import { adminGroupSchema } from '@/contracts/catalog-import';
import { locales } from '@/contracts/common';
import { submitHandler } from '@/lib/forms/server-errors';
import { useRecordForm } from '@/lib/forms/use-record-form';
import type { GroupUpdate } from './products-api';

const formSchema = z.object({ name: adminGroupSchema.shape.name, position: z.number().int().min(0).max(10_000) });
type Values = z.infer<typeof formSchema>;
type Item = Values & { id: number };
const valuesOf = (item: Item): Values => ({ name: item.name, position: item.position });

/** A catalogue group's or filter property's names in the three languages and its place; sends only what changed. */
export function NamedItemForm({
  item,
  label,
  onSave,
  pending,
}: {
  item: Item;
  label: string;
  onSave: (body: GroupUpdate) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useTranslations('admin.groups');
  const languages = useTranslations('admin.news.languages');
  const { form, status, saved, setSaved } = useRecordForm(item, valuesOf, formSchema);
  const submit = async (values: Values) => {
    setSaved(false);
    const dirty = form.formState.dirtyFields;
    await onSave({ ...(dirty.name ? { name: values.name } : {}), ...(dirty.position ? { position: values.position } : {}) });
    setSaved(true);
  };
  return (
    <form noValidate onSubmit={submitHandler(form, submit)} aria-label={label} className="space-y-3">
      <div className="grid gap-3 wide:grid-cols-4">
        {locales.map((l) => (
          <TextField key={l} label={languages(l)} {...status(`name.${l}`)} {...form.register(`name.${l}`)} />
        ))}
        <TextField
          label={t('position')}
          type="number"
          inputMode="numeric"
          min={0}
          {...status('position')}
          {...form.register('position', { valueAsNumber: true })}
        />
      </div>
      <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={pending} />
    </form>
  );
}
