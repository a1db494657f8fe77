'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SaveRow } from '@/components/ui/save-row';
import { TextField } from '@/components/ui/text-field';
import { adminGroupSchema, type AdminGroup } from '@/contracts/catalog-import';
import { locales, type Lang } from '@/contracts/common';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { submitHandler } from '@/lib/forms/server-errors';
import { useRecordForm } from '@/lib/forms/use-record-form';
import { groupsQuery, useGroupChange, useOperatorId } from './products-query';

const formSchema = z.object({ name: adminGroupSchema.shape.name, position: z.number().int().min(0).max(10_000) });
type Values = z.infer<typeof formSchema>;
const valuesOf = (group: AdminGroup): Values => ({ name: group.name, position: group.position });

function GroupForm({ group }: { group: AdminGroup }) {
  const t = useTranslations('admin.groups');
  const languages = useTranslations('admin.news.languages');
  const lang = useLocale() as Lang;
  const { form, status, saved, setSaved } = useRecordForm(group, valuesOf, formSchema);
  const { update, remove } = useGroupChange();
  const [removing, setRemoving] = useState(false);
  const submit = async (values: Values) => {
    setSaved(false);
    const dirty = form.formState.dirtyFields;
    await update.mutateAsync({
      id: group.id,
      body: { ...(dirty.name ? { name: values.name } : {}), ...(dirty.position ? { position: values.position } : {}) },
    });
    setSaved(true);
  };
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- the group's SVG icon, shown as it is */}
        <img src={group.icon} alt="" className="size-8" />
        <h2 className="flex-1 text-lg font-semibold text-slate-900">{group.name[lang]}</h2>
        <span className="text-sm text-slate-600">{t('products', { count: group.productsCount })}</span>
      </div>
      <form noValidate onSubmit={submitHandler(form, submit)} aria-label={t('form', { slug: group.slug })} className="space-y-3">
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
        <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={update.isPending} />
      </form>
      <Button variant="secondary" onClick={() => setRemoving(true)}>
        {t('remove')}
      </Button>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={t('removeTitle', { name: group.name[lang] })}
        text={t('removeText')}
        confirm={t('remove')}
        onConfirm={() => remove.mutateAsync(group.id)}
      />
    </li>
  );
}

/** /admin/catalog/groups: the groups' names and order in the catalogue menu; an empty group is removed. */
export function GroupsPage() {
  const t = useTranslations('admin.groups');
  const back = useTranslations('admin.products');
  const groups = useQuery(groupsQuery(useOperatorId()));
  return (
    <ProPage
      title={t('title')}
      actions={
        <Link href={pages.adminCatalog()} className="text-sm text-brand-700 underline">
          {back('back')}
        </Link>
      }
    >
      <p className="text-slate-600">{t('intro')}</p>
      <ListStates query={groups} look="block" loading={t('loading')} failed={t('loadFailed')}>
        {(list) => (
          <ul aria-label={t('list')} className="space-y-4">
            {list.map((group) => (
              <GroupForm key={group.id} group={group} />
            ))}
          </ul>
        )}
      </ListStates>
    </ProPage>
  );
}
