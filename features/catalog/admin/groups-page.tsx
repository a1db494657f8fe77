'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import type { AdminGroup, AdminProperty } from '@/contracts/catalog-import';
import type { Lang } from '@/contracts/common';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { IconPicker } from './icon-picker';
import { NamedItemForm } from './named-item-form';
import { AddItem, NewGroupForm, NewPropertyForm } from './new-item-form';
import { groupsQuery, propertiesQuery, useGroupChange, useOperatorId, usePropertyChange } from './products-query';
import { PropertyValues } from './property-values';

function GroupItem({ group }: { group: AdminGroup }) {
  const t = useTranslations('admin.groups');
  const lang = useLocale() as Lang;
  const { update, remove } = useGroupChange();
  const [removing, setRemoving] = useState(false);
  const [iconSaved, setIconSaved] = useState(false);
  const replaceIcon = (icon: string) => {
    setIconSaved(false);
    update.mutate({ id: group.id, body: { icon } }, { onSuccess: () => setIconSaved(true) });
  };
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- the group's SVG icon, shown as it is */}
        <img src={group.icon} alt="" className="size-8" />
        <h3 className="flex-1 text-lg font-semibold text-slate-900">{group.name[lang]}</h3>
        <span className="text-sm text-slate-600">{t('products', { count: group.productsCount })}</span>
      </div>
      <NamedItemForm
        item={group}
        placeKey="position"
        label={t('form', { slug: group.slug })}
        placeLabel={t('position')}
        pending={update.isPending}
        onSave={(body) => update.mutateAsync({ id: group.id, body })}
      />
      <div className="flex flex-wrap items-start gap-4">
        <IconPicker
          label={t('iconReplaceOf', { name: group.name[lang] })}
          onPick={replaceIcon}
          disabled={update.isPending}
          error={update.variables?.body.icon ? failureMessage(update.error) : undefined}
        />
        <p role="status" className="py-2 text-sm text-emerald-700">
          {iconSaved ? t('iconSaved') : ''}
        </p>
        <Button variant="secondary" onClick={() => setRemoving(true)}>
          {t('remove')}
        </Button>
      </div>
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

function PropertyItem({ property }: { property: AdminProperty }) {
  const t = useTranslations('admin.groups');
  const lang = useLocale() as Lang;
  const { update } = usePropertyChange();
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="flex-1 text-lg font-semibold text-slate-900">{property.name[lang]}</h3>
        <span className="text-sm text-slate-600">{t('values', { count: property.valuesCount })}</span>
      </div>
      <NamedItemForm
        item={property}
        placeKey="position"
        label={t('propertyForm', { code: property.code })}
        placeLabel={t('position')}
        pending={update.isPending}
        onSave={(body) => update.mutateAsync({ id: property.id, body })}
      />
      <PropertyValues property={property} />
    </li>
  );
}

/**
 * /admin/catalog/groups: the catalogue menu's groups (added with an SVG icon, renamed, ordered, given a new icon, removed
 * while empty) and the filters (added, renamed, ordered, their values labelled and ordered).
 */
export function GroupsPage() {
  const t = useTranslations('admin.groups');
  const back = useTranslations('admin.products');
  const userId = useOperatorId();
  const groups = useQuery(groupsQuery(userId));
  const properties = useQuery(propertiesQuery(userId));
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
      <section aria-labelledby="groups" className="space-y-4">
        <h2 id="groups" className="text-xl font-semibold text-slate-900">
          {t('groupsTitle')}
        </h2>
        <AddItem label={t('newGroup')}>{(close) => <NewGroupForm onDone={close} />}</AddItem>
        <ListStates query={groups} look="block" loading={t('loading')} failed={t('loadFailed')}>
          {(list) => (
            <ul aria-label={t('list')} className="space-y-4">
              {list.map((group) => (
                <GroupItem key={group.id} group={group} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <section aria-labelledby="properties" className="space-y-4">
        <h2 id="properties" className="text-xl font-semibold text-slate-900">
          {t('propertiesTitle')}
        </h2>
        <p className="text-slate-600">{t('propertiesIntro')}</p>
        <AddItem label={t('newProperty')}>{(close) => <NewPropertyForm onDone={close} />}</AddItem>
        <ListStates query={properties} look="block" loading={t('loadingProperties')} failed={t('loadFailed')}>
          {(list) => (
            <ul aria-label={t('propertiesList')} className="space-y-4">
              {list.map((property) => (
                <PropertyItem key={property.id} property={property} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </ProPage>
  );
}
