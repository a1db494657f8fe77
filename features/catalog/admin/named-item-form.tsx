'use client';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { SaveRow } from '@/components/ui/save-row';
import { TextField } from '@/components/ui/text-field';
import { adminGroupSchema, adminPropertyValueUpdateSchema, type AdminGroup } from '@/contracts/catalog-import';
import { locales } from '@/contracts/common';
import { submitHandler } from '@/lib/forms/server-errors';
import { useRecordForm } from '@/lib/forms/use-record-form';

/** A group's or filter's place is a whole number of the list; a value's order inside its filter may be any number. */
const placeSchemas = { position: z.number().int().min(0).max(10_000), sort: adminPropertyValueUpdateSchema.shape.sort.unwrap() };
type PlaceKey = keyof typeof placeSchemas;
type LocalizedName = AdminGroup['name'];
type Values = { name: LocalizedName; place: number };

/** A catalogue group's, filter property's or filter value's names in the three languages and its place; sends only what changed. */
export function NamedItemForm({
  item,
  placeKey,
  label,
  placeLabel,
  onSave,
  pending,
}: {
  item: { name: LocalizedName } & Partial<Record<PlaceKey, number>>;
  placeKey: PlaceKey;
  label: string;
  placeLabel: string;
  onSave: (body: { name?: LocalizedName } & Partial<Record<PlaceKey, number>>) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useTranslations('admin.groups');
  const languages = useTranslations('admin.news.languages');
  const formSchema: z.ZodType<Values, Values> = z.object({ name: adminGroupSchema.shape.name, place: placeSchemas[placeKey] });
  const { form, status, saved, setSaved } = useRecordForm(item, (i): Values => ({ name: i.name, place: i[placeKey] ?? 0 }), formSchema);
  const submit = async (values: Values) => {
    setSaved(false);
    const dirty = form.formState.dirtyFields;
    await onSave({ ...(dirty.name ? { name: values.name } : {}), ...(dirty.place ? { [placeKey]: values.place } : {}) });
    // What was saved is the form's new starting point: "saved" shows until the next edit.
    form.reset(values);
    setSaved(true);
  };
  return (
    <form noValidate onSubmit={submitHandler(form, submit)} aria-label={label} className="space-y-3">
      <div className="grid gap-3 wide:grid-cols-4">
        {locales.map((l) => (
          <TextField key={l} label={languages(l)} {...status(`name.${l}`)} {...form.register(`name.${l}`)} />
        ))}
        <TextField
          label={placeLabel}
          type="number"
          inputMode="decimal"
          step={placeKey === 'sort' ? 'any' : 1}
          {...status('place')}
          {...form.register('place', { valueAsNumber: true })}
        />
      </div>
      <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={pending} />
    </form>
  );
}
