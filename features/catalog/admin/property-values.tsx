'use client';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import type { AdminProperty } from '@/contracts/catalog-import';
import type { Lang } from '@/contracts/common';
import { NamedItemForm } from './named-item-form';
import { propertyValuesQuery, useOperatorId, useValueChange } from './products-query';

function ValueList({ property }: { property: AdminProperty }) {
  const t = useTranslations('admin.groups');
  const lang = useLocale() as Lang;
  const values = useQuery(propertyValuesQuery(useOperatorId(), property.id));
  const update = useValueChange(property.id);
  return (
    <ListStates
      query={values}
      look="inline"
      loading={t('loadingValues')}
      failed={t('loadFailed')}
      empty={<p className="text-sm text-slate-600">{t('noValues')}</p>}
    >
      {(list) => (
        <ul aria-label={t('valuesOf', { name: property.name[lang] })} className="divide-y divide-slate-200">
          {list.map((value) => (
            <li key={value.id} className="space-y-2 py-3">
              <p className="text-sm text-slate-600">{t('valueCode', { code: value.code, count: value.productsCount })}</p>
              <NamedItemForm
                item={value}
                placeKey="sort"
                label={t('valueForm', { code: value.code })}
                placeLabel={t('sort')}
                pending={update.isPending}
                onSave={(body) => update.mutateAsync({ valueId: value.id, body })}
              />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** A filter's values, loaded when opened: each value's labels in the three languages and its order inside the filter. */
export function PropertyValues({ property }: { property: AdminProperty }) {
  const t = useTranslations('admin.groups');
  return (
    <Disclosure as="div">
      <DisclosureButton className="text-sm font-medium text-brand-700 underline">{t('showValues', { count: property.valuesCount })}</DisclosureButton>
      <DisclosurePanel className="mt-2">
        <ValueList property={property} />
      </DisclosurePanel>
    </Disclosure>
  );
}
