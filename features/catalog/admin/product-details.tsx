'use client';
import canonicalize from 'canonicalize';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SchemaForm, useSchemaCheck, type SchemaFieldAddon, type SchemaFormNames } from '@/components/ui/schema-form';
import type { AdminProduct, ProductDetails as Details } from '@/contracts/catalog-import';
import { failureMessage } from '@/lib/api/errors';
import { MediaUpload } from './media-upload';
import type { useProductForms } from './product-schemas';
import { useUpdateProduct } from './products-query';

type Ready = Extract<ReturnType<typeof useProductForms>, { state: 'ready' }>;
const detailKeys = [
  'group',
  'kind',
  'series',
  'coolingKw',
  'heatingKw',
  'area',
  'energyClass',
  'colors',
  'videos',
  'blocks',
  'files',
  'features',
  'tabs',
  'properties',
] as const satisfies (keyof Details)[];

const detailsOf = (product: AdminProduct): Details => Object.fromEntries(detailKeys.map((key) => [key, product[key]])) as Details;

/**
 * A product's details on its page: group, kind, series, the tile's figures, colours, videos, units, downloads, the
 * specification, the tabs and the filter values, drawn from the exchange format's schema. Saving sends the details
 * that changed; a video or a download is uploaded under its address, or referred to by URL or storage key as in an
 * import file.
 */
export function ProductDetails({ product, forms }: { product: AdminProduct; forms: Ready }) {
  const t = useTranslations('admin.products');
  const saved = detailsOf(product);
  const [value, setValue] = useState<Details>(saved);
  const { errors, check } = useSchemaCheck();
  const [done, setDone] = useState(false);
  const update = useUpdateProduct(product.id);
  const changed = detailKeys.filter((key) => canonicalize(value[key]) !== canonicalize(saved[key]));
  // Uploads still under way, by the field they fill: the details wait for them.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const addon: SchemaFieldAddon = ([list, index, key], set) => {
    if ((list !== 'videos' && list !== 'files') || key !== 'url') return null;
    const field = `${list}.${index}`;
    const onBusyChange = (on: boolean) => setBusy((now) => new Set([...now].filter((f) => f !== field).concat(on ? [field] : [])));
    const label = t(list === 'videos' ? 'videoUpload' : 'fileUpload', { number: Number(index) + 1 });
    return <MediaUpload kind={list === 'videos' ? 'video' : 'document'} label={label} onUploaded={set} onBusyChange={onBusyChange} />;
  };

  function save() {
    setDone(false);
    const details = check(forms.schemas.details, value);
    if (!details) return;
    const body = Object.fromEntries(changed.map((key) => [key, details[key]]));
    update.mutate(body, {
      onSuccess: (next) => {
        setValue(detailsOf(next));
        setDone(true);
      },
    });
  }

  return (
    <form
      noValidate
      aria-label={t('details')}
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('details')}</h2>
      <p className="text-sm text-slate-600">{t('detailsHint')}</p>
      {errors.size > 0 && <ErrorAlert message={t('invalid', { count: errors.size })} />}
      <SchemaForm
        schema={forms.schemas.details}
        value={value}
        onChange={(next) => setValue(next as Details)}
        errors={errors}
        names={forms.names as SchemaFormNames}
        addon={addon}
      />
      <ErrorAlert message={failureMessage(update.error)} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={changed.length === 0 || busy.size > 0} loading={update.isPending}>
          {t('saveDetails')}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {done && changed.length === 0 ? t('saved') : ''}
        </p>
      </div>
    </form>
  );
}
