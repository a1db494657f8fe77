'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import type { SchemaFormNames } from '@/components/ui/schema-form';
import { productFields } from '@/contracts/catalog-exchange';
import { adminProductCreateSchema, productDetailsSchema, type AdminGroup, type AdminProperty } from '@/contracts/catalog-import';
import type { Lang } from '@/contracts/common';
import { useOperatorId } from '@/lib/session/session-store';
import { groupsQuery, propertiesQuery } from './products-query';

/** The product forms' schemas with the catalogue's own choices: a group by its slug, a filter value's property by its code. */
function schemasOf(groups: AdminGroup[], properties: AdminProperty[]) {
  const group = z.enum(groups.map((g) => g.slug) as [string, ...string[]]);
  const property = z.enum(properties.map((p) => p.code) as [string, ...string[]]);
  return {
    create: adminProductCreateSchema.extend({ group }),
    details: productDetailsSchema.extend({
      group,
      properties: z.array(productFields.properties.element.extend({ property })).max(50),
    }),
  };
}

/** The names the product forms show: fields (`admin.products.fields`), and options by what they are: a group, a filter, a kind, a unit, a language. */
function namesOf(t: ReturnType<typeof useTranslations<'admin.products'>>, groups: AdminGroup[], properties: AdminProperty[], lang: Lang): SchemaFormNames {
  const named = (key: string) => (t.has(key as 'title') ? t(key as 'title') : undefined);
  return {
    field: (key) => named(`fields.${key}`) ?? key,
    option: (value) =>
      groups.find((g) => g.slug === value)?.name[lang] ?? properties.find((p) => p.code === value)?.name[lang] ?? named(`options.${value}`) ?? value,
    kind: t('fields.kind'),
  };
}

/** The catalogue's groups and filters, and the product forms' schemas and names built on them (undefined while they load). */
export function useProductForms(lang: Lang) {
  const t = useTranslations('admin.products');
  const userId = useOperatorId();
  const groups = useQuery(groupsQuery(userId));
  const properties = useQuery(propertiesQuery(userId));
  if (!groups.data || !properties.data) return { state: groups.isError || properties.isError ? ('failed' as const) : ('loading' as const) };
  return { state: 'ready' as const, schemas: schemasOf(groups.data, properties.data), names: namesOf(t, groups.data, properties.data, lang) };
}
