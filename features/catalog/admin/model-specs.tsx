'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ListStates } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { AdminProduct } from '@/contracts/catalog-import';
import type { ModelSpecAnswer } from '@/contracts/catalog-models';
import { modelRangeKeys, type MeasureUnit, type ModelRangeKey } from '@/contracts/commissioning';
import type { Lang } from '@/contracts/common';
import { refrigerantIds, refrigerants } from '@/contracts/fgas-refrigerants';
import { apiFailure } from '@/lib/api/errors';
import { useValidationText } from '@/lib/forms/use-validation-text';
import {
  defaultRange,
  figureKeys,
  figureUnit,
  rangeUnit,
  specBody,
  specFormValues,
  type FigureKey,
  type SpecFormErrors,
  type SpecFormValues,
} from './model-spec-form';
import { modelSpecQuery, useModelSpecChange, useOperatorId } from './products-query';

/** A unit's label key in the `units` messages: the additional charge is read per metre. */
const unitLabelOf = (key: FigureKey) => (key === 'additionalChargeKgPerM' ? 'gPerM' : (figureUnit(key) as MeasureUnit));

/**
 * The product page's section per outdoor model of its blocks (issue 33): the model's refrigerant, factory charge, the
 * line it covers and the manufacturer's ranges, which every product with the model shares and installers' commissioning
 * reports are judged against (contracts/catalog-models.ts).
 */
export function ModelSpecs({ blocks }: { blocks: AdminProduct['blocks'] }) {
  const models = [...new Set(blocks.filter((block) => block.type === 'outdoor').map((block) => block.model))];
  return models.map((model) => <ModelSpecSection key={model} model={model} />);
}

function ModelSpecSection({ model }: { model: string }) {
  const t = useTranslations('admin.products.modelSpec');
  const query = useQuery(modelSpecQuery(useOperatorId(), model));
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={heading} className="break-words text-lg font-semibold text-slate-900">
        {t('title', { model })}
      </h2>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ListStates query={query} look="inline" loading={t('loading')} failed={t('loadFailed')} isEmpty={() => false}>
        {(answer) => <ModelSpecForm model={model} answer={answer} />}
      </ListStates>
    </section>
  );
}

function ModelSpecForm({ model, answer }: { model: string; answer: ModelSpecAnswer }) {
  const t = useTranslations('admin.products.modelSpec');
  const products = useTranslations('admin.products');
  const units = useTranslations('units');
  const translate = useValidationText();
  const lang = useLocale() as Lang;
  const [values, setValues] = useState<SpecFormValues>(() => specFormValues(answer.spec, lang));
  const [errors, setErrors] = useState<SpecFormErrors>({});
  const [general, setGeneral] = useState<string>();
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const [removing, setRemoving] = useState(false);
  const change = useModelSpecChange(model);
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 });

  const edit = (next: SpecFormValues, field: string) => {
    setValues(next);
    setDone(null);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const errorOf = (field: string) => translate(errors[field]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setGeneral(undefined);
    const { body, errors: own } = specBody(values, lang, answer.spec);
    if (!body) return setErrors(own);
    try {
      const saved = await change.put.mutateAsync(body);
      setValues(specFormValues(saved.spec, lang));
      setErrors({});
      setDone('saved');
    } catch (error) {
      const failure = apiFailure(error);
      const known = Object.entries(failure.fields).filter(([field]) => field === 'refrigerant' || isFormField(field));
      setErrors(Object.fromEntries(known));
      if (known.length === 0 || known.length < Object.keys(failure.fields).length) setGeneral(failure.message);
    }
  }

  const rangeText = (key: ModelRangeKey) => {
    const range = defaultRange(key, lang);
    if (!range) return t('noDefault');
    const [min, max] = [range.min, range.max].map((n) => (n === undefined ? undefined : number.format(n)));
    return t('defaultRange', { range: min !== undefined && max !== undefined ? `${min}–${max}` : min !== undefined ? `≥ ${min}` : `≤ ${max}` });
  };
  const decimal = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const errorCount = Object.keys(errors).length;

  return (
    <>
      <form noValidate aria-label={t('form', { model })} onSubmit={submit} className="space-y-5">
        {answer.spec === null && <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">{t('empty')}</p>}
        {errorCount > 0 && <ErrorAlert message={products('invalid', { count: errorCount })} />}
        <div className="grid gap-4 wide:grid-cols-3">
          <SelectField
            label={t('refrigerant')}
            placeholder={t('refrigerantChoose')}
            options={refrigerantIds.map((id) => ({ value: id, name: refrigerants[id].ashraeName }))}
            value={values.refrigerant}
            error={errorOf('refrigerant')}
            onChange={(e) => edit({ ...values, refrigerant: e.target.value as SpecFormValues['refrigerant'] }, 'refrigerant')}
          />
          {figureKeys.map((key) => (
            <TextField
              key={key}
              label={t(`figures.${key}`, { unit: units(unitLabelOf(key)) })}
              {...decimal}
              value={values.figures[key]}
              error={errorOf(key)}
              onChange={(e) => edit({ ...values, figures: { ...values.figures, [key]: e.target.value } }, key)}
            />
          ))}
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">{t('rangesTitle')}</h3>
          <p className="text-sm text-slate-600">{t('rangesHint')}</p>
          <div className="grid gap-4 wide:grid-cols-3">
            {modelRangeKeys.map((key) => (
              <fieldset key={key} className="min-w-0 rounded-xl border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">
                  {t('range', { name: t(`ranges.${key}`), unit: units(rangeUnit(key, lang)) })}
                </legend>
                <p className="mb-2 text-xs text-slate-500">{rangeText(key)}</p>
                <div className="grid grid-cols-2 gap-3">
                  {(['min', 'max'] as const).map((bound) => {
                    const field = `ranges.${key}.${bound}`;
                    return (
                      <TextField
                        key={bound}
                        label={t(bound)}
                        {...decimal}
                        value={values.ranges[key][bound]}
                        error={errorOf(field)}
                        onChange={(e) => edit({ ...values, ranges: { ...values.ranges, [key]: { ...values.ranges[key], [bound]: e.target.value } } }, field)}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        </div>
        <ErrorAlert message={general} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={change.put.isPending}>
            {t('save')}
          </Button>
          {answer.spec !== null && (
            <Button variant="danger" onClick={() => setRemoving(true)}>
              {t('remove')}
            </Button>
          )}
          <p role="status" className="text-sm text-emerald-700">
            {done ? t(done) : ''}
          </p>
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={t('removeTitle', { model })}
        text={t('removeText')}
        confirm={t('remove')}
        onConfirm={async () => {
          await change.remove.mutateAsync();
          setValues(specFormValues(null, lang));
          setErrors({});
          setDone('removed');
        }}
      />
    </>
  );
}

/** Whether a 422 field is one the form shows (a figure, or a range's bound). */
const isFormField = (field: string) =>
  (figureKeys as string[]).includes(field) || (/^ranges\.(\w+)\.(min|max)$/.test(field) && (modelRangeKeys as readonly string[]).includes(field.split('.')[1]));
