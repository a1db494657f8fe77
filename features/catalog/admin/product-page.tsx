'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/field-status-icon';
import { FormField, fieldNoteId } from '@/components/ui/form-field';
import { ListStates, StatusPill } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SaveRow } from '@/components/ui/save-row';
import { TextField } from '@/components/ui/text-field';
import { adminProductSchema, PRODUCT_DESCRIPTION_MAX, PRODUCT_PRICE_MAX, type AdminProduct } from '@/contracts/catalog-import';
import { locales, type Lang } from '@/contracts/common';
import { messageKey } from '@/contracts/validation';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { submitHandler } from '@/lib/forms/server-errors';
import { useRecordForm } from '@/lib/forms/use-record-form';
import { ModelSpecs } from './model-specs';
import { ProductDetails } from './product-details';
import { ProductPhotos } from './product-photos';
import { useProductForms } from './product-schemas';
import { productQuery, useOperatorId, useUpdateProduct } from './products-query';

const fields = adminProductSchema.pick({ price: true, guaranteeYears: true, name: true, description: true }).shape;
/** The form's values: the old price as typed (empty for none). */
const formSchema = z.object({
  ...fields,
  oldPrice: z
    .string()
    .refine((text) => text.trim() === '' || (/^\d+$/.test(text.trim()) && Number(text) <= PRODUCT_PRICE_MAX), { message: messageKey('invalid') }),
  /** Kept photos' keys and new uploads' temporary paths, in the shop's order. */
  photos: z.array(z.string()).min(1),
});
type Values = z.infer<typeof formSchema>;

const valuesOf = (p: AdminProduct): Values => ({
  price: p.price,
  oldPrice: p.oldPrice === null ? '' : String(p.oldPrice),
  guaranteeYears: p.guaranteeYears,
  name: p.name,
  description: p.description,
  photos: p.photos.map((photo) => photo.key),
});

function ProductForm({ product }: { product: AdminProduct }) {
  const t = useTranslations('admin.products');
  const languages = useTranslations('admin.news.languages');
  const ids = useId();
  const { form, status, saved, setSaved } = useRecordForm(product, valuesOf, formSchema);
  const update = useUpdateProduct(product.id);
  const [archiving, setArchiving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [round, setRound] = useState(0);

  const submit = async (values: Values) => {
    setSaved(false);
    const dirty = form.formState.dirtyFields;
    const body = {
      ...(dirty.price ? { price: values.price } : {}),
      ...(dirty.oldPrice ? { oldPrice: values.oldPrice.trim() === '' ? null : Number(values.oldPrice) } : {}),
      ...(dirty.guaranteeYears ? { guaranteeYears: values.guaranteeYears } : {}),
      ...(dirty.name ? { name: values.name } : {}),
      ...(dirty.description ? { description: values.description } : {}),
      ...(dirty.photos ? { photos: values.photos } : {}),
    };
    form.reset(valuesOf(await update.mutateAsync(body)));
    setRound((r) => r + 1);
    setSaved(true);
  };

  const money = { type: 'number', inputMode: 'numeric', min: 0, max: PRODUCT_PRICE_MAX, step: 1 } as const;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm">
        {product.photos[0] && (
          // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the catalogue's own photo
          <img src={product.photos[0].url} alt="" className="size-16 rounded-xl object-contain" />
        )}
        <div className="flex-1">
          <p className="font-semibold text-slate-900">{product.sku}</p>
          <p className="text-sm text-slate-600">
            {product.group} · {product.series}
          </p>
        </div>
        {product.archived ? <StatusPill value="EXPIRED">{t('archived')}</StatusPill> : <StatusPill value="ACTIVE">{t('onSale')}</StatusPill>}
        <Link href={pages.product(product.id)} target="_blank" className="text-sm text-brand-700 underline">
          {t('openInShop')}
        </Link>
      </div>
      <form noValidate onSubmit={submitHandler(form, submit)} aria-label={t('form')} className="space-y-6">
        <section className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm wide:grid-cols-3" aria-label={t('prices')}>
          <TextField label={t('price')} {...money} {...status('price')} {...form.register('price', { valueAsNumber: true })} />
          <TextField label={t('oldPrice')} hint={t('oldPriceHint')} inputMode="numeric" {...status('oldPrice')} {...form.register('oldPrice')} />
          <TextField
            label={t('guaranteeYears')}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            {...status('guaranteeYears')}
            {...form.register('guaranteeYears', { valueAsNumber: true })}
          />
        </section>
        {locales.map((lang) => {
          const id = `${ids}-${lang}`;
          const description = status(`description.${lang}`);
          return (
            <fieldset key={lang} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
              <legend className="px-1 text-lg font-semibold text-slate-900">{languages(lang)}</legend>
              <TextField label={t('name')} {...status(`name.${lang}`)} {...form.register(`name.${lang}`)} />
              <FormField id={id} label={t('description')} error={description.error}>
                <textarea
                  id={id}
                  rows={5}
                  maxLength={PRODUCT_DESCRIPTION_MAX}
                  aria-invalid={description.error ? true : undefined}
                  aria-describedby={fieldNoteId(id, { error: description.error })}
                  className={inputClass(description.error)}
                  {...form.register(`description.${lang}`)}
                />
              </FormField>
            </fieldset>
          );
        })}
        <ProductPhotos
          key={round}
          saved={product.photos}
          round={round}
          onChange={(refs) => form.setValue('photos', refs, { shouldDirty: true, shouldValidate: true })}
          onBusyChange={setUploading}
          error={status('photos').error}
        />
        <SaveRow form={form} label={t('save')} savedText={t('saved')} saved={saved} pending={update.isPending || uploading} />
      </form>
      <div className="space-y-2 rounded-2xl bg-white p-5 shadow-sm">
        <p className="text-slate-700">{product.archived ? t('archivedText') : t('onSaleText')}</p>
        <Button
          variant={product.archived ? 'primary' : 'danger'}
          loading={update.isPending && !form.formState.isSubmitting}
          onClick={() => (product.archived ? update.mutate({ archived: false }) : setArchiving(true))}
        >
          {product.archived ? t('restore') : t('archive')}
        </Button>
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(update.error) ?? ''}
        </p>
      </div>
      <ConfirmDialog
        open={archiving}
        onClose={() => setArchiving(false)}
        title={t('archiveTitle')}
        text={t('archiveText')}
        confirm={t('archive')}
        onConfirm={() => update.mutateAsync({ archived: true })}
      />
    </div>
  );
}

/**
 * /admin/catalog/products/{id}: a product's prices, guarantee, names, descriptions, photos and details, archived or restored,
 * and the data of its outdoor models.
 */
export function ProductPage({ id }: { id: number }) {
  const t = useTranslations('admin.products');
  const lang = useLocale() as Lang;
  const product = useQuery(productQuery(useOperatorId(), id));
  const forms = useProductForms(lang);
  return (
    <ProPage
      title={product.data ? product.data.name[lang] : t('productTitle')}
      actions={
        <Link href={pages.adminCatalog()} className="text-sm text-brand-700 underline">
          {t('back')}
        </Link>
      }
    >
      <ListStates query={product} look="block" loading={t('loadingProduct')} failed={t('loadFailed')} notFound={t('notFound')}>
        {(found) => (
          <>
            <ProductForm product={found} />
            {forms.state === 'ready' ? (
              <ProductDetails key={found.id} product={found} forms={forms} />
            ) : (
              <p role={forms.state === 'failed' ? 'alert' : 'status'} className="text-slate-600">
                {forms.state === 'failed' ? t('loadFailed') : t('loadingProduct')}
              </p>
            )}
            <ModelSpecs blocks={found.blocks} />
          </>
        )}
      </ListStates>
    </ProPage>
  );
}
