'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextField } from '@/components/ui/text-field';
import { adminGroupCreateSchema, adminPropertyCreateSchema } from '@/contracts/catalog-import';
import { locales } from '@/contracts/common';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, useFieldStatus } from '@/lib/forms/use-field-status';
import { IconPicker, svgPreview } from './icon-picker';
import { useGroupChange, usePropertyChange } from './products-query';

const blankName = { uk: '', en: '', pl: '' };
const groupSchema = adminGroupCreateSchema.extend({ position: z.number().int().min(0).max(10_000) });
const propertySchema = adminPropertyCreateSchema.extend({ position: z.number().int().min(0).max(10_000) });
type GroupValues = z.infer<typeof groupSchema>;

type Shared = `name.${(typeof locales)[number]}` | 'position';

/** The three names and the place every new group or filter has; `field` gives an input its form's props. */
function NamesAndPlace({ field }: { field: (name: Shared) => React.ComponentProps<typeof TextField> }) {
  const t = useTranslations('admin.groups');
  const languages = useTranslations('admin.news.languages');
  return (
    <>
      {locales.map((l) => (
        <TextField key={l} {...field(`name.${l}`)} label={languages(l)} />
      ))}
      <TextField {...field('position')} label={t('position')} type="number" inputMode="numeric" min={0} />
    </>
  );
}

/** A new catalogue group: its address (slug), names, place in the menu and SVG icon, previewed before it is sent. */
export function NewGroupForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('admin.groups');
  const { create } = useGroupChange();
  const form = useForm<GroupValues>({
    resolver: zodResolver(groupSchema),
    mode: 'onChange',
    defaultValues: { slug: '', name: blankName, position: 0, icon: '' },
  });
  const status = useFieldStatus(form);
  const icon = useController({ control: form.control, name: 'icon' });
  return (
    <form
      noValidate
      aria-label={t('newGroup')}
      onSubmit={submitHandler(form, async (values) => {
        await create.mutateAsync(values);
        onDone();
      })}
      className="space-y-3"
    >
      <div className="grid gap-3 wide:grid-cols-3">
        <TextField label={t('slug')} hint={t('slugHint')} autoComplete="off" {...status('slug')} {...form.register('slug')} />
        <NamesAndPlace field={(name) => ({ label: '', ...status(name), ...form.register(name, { valueAsNumber: name === 'position' }) })} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {icon.field.value && (
          // eslint-disable-next-line @next/next/no-img-element -- the chosen SVG file, shown as an image before it is sent
          <img src={svgPreview(icon.field.value)} alt={t('iconPreview')} className="size-10" />
        )}
        <IconPicker label={icon.field.value ? t('iconReplace') : t('iconChoose')} onPick={(svg) => icon.field.onChange(svg)} error={status('icon').error} />
      </div>
      <ErrorAlert message={generalError(form)} />
      <Button type="submit" loading={create.isPending}>
        {t('add')}
      </Button>
    </form>
  );
}

/** A new filter property: its code (what product rows name), names and place among the filters. */
export function NewPropertyForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('admin.groups');
  const { create } = usePropertyChange();
  const form = useForm<z.infer<typeof propertySchema>>({
    resolver: zodResolver(propertySchema),
    mode: 'onChange',
    defaultValues: { code: '', name: blankName, position: 0 },
  });
  const status = useFieldStatus(form);
  return (
    <form
      noValidate
      aria-label={t('newProperty')}
      onSubmit={submitHandler(form, async (values) => {
        await create.mutateAsync(values);
        onDone();
      })}
      className="space-y-3"
    >
      <div className="grid gap-3 wide:grid-cols-3">
        <TextField label={t('code')} hint={t('codeHint')} autoComplete="off" {...status('code')} {...form.register('code')} />
        <NamesAndPlace field={(name) => ({ label: '', ...status(name), ...form.register(name, { valueAsNumber: name === 'position' }) })} />
      </div>
      <ErrorAlert message={generalError(form)} />
      <Button type="submit" loading={create.isPending}>
        {t('addProperty')}
      </Button>
    </form>
  );
}

/** A button that opens a form to add an item (its first field focused), closed again by Cancel or once the item is added. */
export function AddItem({ label, children }: { label: string; children: (close: () => void) => React.ReactNode }) {
  const t = useTranslations('admin.groups');
  const [open, setOpen] = useState(false);
  // Stable, so that only opening focuses (a new callback on every render would take the focus back each time).
  const focusFirst = useCallback((box: HTMLDivElement | null) => box?.querySelector('input')?.focus(), []);
  return open ? (
    <div ref={focusFirst} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      {children(() => setOpen(false))}
      <Button variant="secondary" onClick={() => setOpen(false)}>
        {t('cancel')}
      </Button>
    </div>
  ) : (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
}
