'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { MAX_BLOCKS, MAX_PRODUCTS, type installationCommonSchema } from '@/contracts/installations';
import { apiFailure } from '@/lib/api/errors';
import { useValidationText } from '@/lib/forms/use-validation-text';
import type { z } from 'zod';
import { wizardApi, wizardKeys } from '../api';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { StepNav } from './step-nav';

type Common = z.infer<typeof installationCommonSchema>;
type Product = { id: number; name: string; photo: string };
type Saved = Awaited<ReturnType<typeof wizardApi.products>>;
type StepProps = { common: Common; onSaved: () => void; onBack: () => void };

/** Step "equipment" (PUT …/products), prefilled from GET …/products. */
export function ProductsStep(props: StepProps) {
  const t = useTranslations('installations.wizard');
  const saved = useQuery({ queryKey: wizardKeys.step(props.common.id, 'products'), queryFn: () => wizardApi.products(props.common.id) });
  if (!saved.data)
    return (
      <p role="status" className="text-sm text-slate-500">
        {saved.isError ? t('loadFailed') : t('loading')}
      </p>
    );
  return <ProductsForm {...props} saved={saved.data} />;
}

/**
 * The equipment: catalogue products found with the installation search (5 products and 5 in groups,
 * only of the installation's certification type), and the indoor/outdoor block counts, whose defaults
 * come from the outfit information (1 outdoor, 0 indoor).
 */
function ProductsForm({ common, saved, onSaved, onBack }: StepProps & { saved: Saved }) {
  const t = useTranslations('installations.wizard.products');
  const translate = useValidationText();
  const [products, setProducts] = useState<Product[]>(saved.products);
  const [severalBlocks, setSeveralBlocks] = useState(saved.severalBlocks);
  const [outdoor, setOutdoor] = useState(String(saved.outdoorBlocksCount));
  const [indoor, setIndoor] = useState(String(saved.indoorBlocksCount));
  const save = useMutation({
    mutationFn: () =>
      wizardApi.putProducts(common.id, {
        products: products.map(({ id }) => ({ id })),
        severalBlocks,
        outdoorBlocksCount: Number(outdoor),
        indoorBlocksCount: Number(indoor),
      }),
  });
  const refusal = save.error ? apiFailure(save.error) : undefined;
  const countError = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isInteger(value)
      ? translate('required')
      : value < 0 || value > MAX_BLOCKS
        ? t('countRange', { max: MAX_BLOCKS })
        : undefined;
  };
  const outdoorError = countError(outdoor) ?? refusal?.fields.outdoorBlocksCount;
  const indoorError = countError(indoor) ?? refusal?.fields.indoorBlocksCount;
  const productsError = refusal?.fields.products;
  const invalid = products.length === 0 || Boolean(countError(outdoor) || countError(indoor));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    await save.mutateAsync().then(onSaved, () => undefined);
  };
  const add = (product: Product | null) => {
    if (product && !products.some((p) => p.id === product.id) && products.length < MAX_PRODUCTS) setProducts([...products, product]);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <SearchCombobox<Product>
        label={t('search')}
        value={null}
        onChange={add}
        display={() => ''}
        optionKey={(option) => option.id}
        renderOption={(option) => (
          <span className="flex items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- a catalogue thumbnail from the API's file store */}
            <img src={option.photo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-contain" />
            <span>{option.name}</span>
          </span>
        )}
        queryKey={(search) => wizardKeys.products(search, common.certificationTypeId)}
        fetchPage={async (search) => {
          const found = await wizardApi.searchProducts(search, common.certificationTypeId);
          return { items: found.products, hasMore: false };
        }}
        minSearch={1}
        emptyText={t('searchHint')}
        hint={t('searchHint')}
        error={productsError}
      />
      <section aria-labelledby="chosen-products">
        <h3 id="chosen-products" className="mb-2 font-medium">
          {t('chosen', { count: products.length })}
        </h3>
        {products.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- a catalogue thumbnail from the API's file store */}
                <img src={product.photo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-contain" />
                <span className="min-w-0 flex-1 break-words">{product.name}</span>
                <Button
                  variant="ghost"
                  onClick={() => setProducts(products.filter((p) => p.id !== product.id))}
                  aria-label={t('remove', { name: product.name })}
                >
                  {t('removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium">{t('blocks')}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-5" checked={severalBlocks} onChange={(event) => setSeveralBlocks(event.target.checked)} />
          {t('severalBlocks')}
        </label>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('outdoor')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BLOCKS}
            value={outdoor}
            onChange={(e) => setOutdoor(e.target.value)}
            error={outdoorError}
            valid={!outdoorError}
          />
          <TextField
            label={t('indoor')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BLOCKS}
            value={indoor}
            onChange={(e) => setIndoor(e.target.value)}
            error={indoorError}
            valid={!indoorError}
          />
        </div>
      </fieldset>
      <StepNav
        onBack={onBack}
        disabled={invalid}
        pending={save.isPending}
        error={refusal && !productsError && !refusal.fields.outdoorBlocksCount && !refusal.fields.indoorBlocksCount ? refusal.message : undefined}
      />
    </form>
  );
}
