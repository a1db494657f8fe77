'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProPage } from '@/components/ui/pro-page';
import { SchemaForm, useSchemaCheck } from '@/components/ui/schema-form';
import type { AdminProductCreate } from '@/contracts/catalog-import';
import type { Lang } from '@/contracts/common';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { apiFailure, failureMessage } from '@/lib/api/errors';
import { useProductForms } from './product-schemas';
import { useCreateProduct } from './products-query';

const blank = { sku: '', series: '', price: 0, guaranteeYears: 3, name: { uk: '', en: '', pl: '' }, description: { uk: '', en: '', pl: '' } };

/** /admin/catalog/products/new: what every product needs; its photos and details follow on its own page. */
export function NewProductPage() {
  const t = useTranslations('admin.products');
  const lang = useLocale() as Lang;
  const router = useRouter();
  const forms = useProductForms(lang);
  const create = useCreateProduct();
  const [value, setValue] = useState<Record<string, unknown>>(blank);
  const { errors, check, show } = useSchemaCheck();

  function submit() {
    if (forms.state !== 'ready') return;
    const product = check(forms.schemas.create, value);
    if (!product) return;
    create.mutate(product as AdminProductCreate, {
      onSuccess: (product) => router.push(pages.adminProduct(product.id)),
      // The API's refusal per field (a SKU in use, a row the import refuses) under its field.
      onError: (error) => show(apiFailure(error).fields),
    });
  }

  return (
    <ProPage
      title={t('newTitle')}
      actions={
        <Link href={pages.adminCatalog()} className="text-sm text-brand-700 underline">
          {t('back')}
        </Link>
      }
    >
      <p className="text-slate-600">{t('newIntro')}</p>
      {forms.state === 'ready' ? (
        <form
          noValidate
          aria-label={t('newTitle')}
          className="space-y-6 rounded-2xl bg-white p-5 shadow-sm"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {errors.size > 0 && <ErrorAlert message={t('invalid', { count: errors.size })} />}
          <SchemaForm
            schema={forms.schemas.create}
            value={value}
            onChange={(next) => setValue(next as Record<string, unknown>)}
            errors={errors}
            names={forms.names}
          />
          <ErrorAlert message={errors.size ? undefined : failureMessage(create.error)} />
          <Button type="submit" loading={create.isPending}>
            {t('create')}
          </Button>
        </form>
      ) : (
        <p role={forms.state === 'failed' ? 'alert' : 'status'} className="text-slate-600">
          {forms.state === 'failed' ? t('loadFailed') : t('loadingProduct')}
        </p>
      )}
    </ProPage>
  );
}
