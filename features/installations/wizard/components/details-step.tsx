'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/field-status-icon';
import { TextField } from '@/components/ui/text-field';
import { MAX_TEXT } from '@/contracts/common';
import { drainages, outdoorUnitAccesses, outdoorUnitFastenings, type detailsSchema } from '@/contracts/installations';
import { messageKey } from '@/contracts/validation';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { wizardApi, wizardKeys, type DetailsBody, type StepSite } from '../api';
import type { WizardKind } from '../constants';
import { SelectField } from '@/components/ui/select-field';
import { StepNav } from './step-nav';

type Saved = z.infer<typeof detailsSchema>;

const metres = z
  .string()
  .trim()
  .refine((text) => text === '' || (Number.isFinite(Number(text)) && Number(text) >= 0 && Number(text) <= 500), {
    message: messageKey('maxValue', { maximum: 500 }),
  });
const choice = <T extends readonly [string, ...string[]]>(ids: T) => z.union([z.enum(ids), z.literal('')]);
const yesNo = z.enum(['', 'yes', 'no']);
const date = z.string().refine((text) => text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text), { message: messageKey('dateInvalid') });

const detailsFields = z.object({
  plannedAt: date,
  saleDate: date,
  elevator: yesNo,
  ownRoute: yesNo,
  outdoorUnitFastening: choice(outdoorUnitFastenings),
  fasteningHeight: metres,
  outdoorUnitAccess: choice(outdoorUnitAccesses),
  drainage: choice(drainages),
  routeLength: metres,
  comment: z.string().max(MAX_TEXT, { message: messageKey('maxLength', { maximum: MAX_TEXT }) }),
});
/** A new installation is planned for a date (docs/domain.md#states: NEW has an installer and a planned date); work done earlier has none. */
export const detailsFormSchema = (kind: WizardKind) =>
  detailsFields.refine((values) => kind !== 'new' || values.plannedAt !== '', { path: ['plannedAt'], message: messageKey('required') });
type Values = z.infer<typeof detailsFields>;

const yesNoOf = (value: { value: boolean } | null) => (value ? (value.value ? 'yes' : 'no') : '');
const valuesOf = (saved: Saved): Values => ({
  plannedAt: saved.plannedAt?.slice(0, 10) ?? '',
  saleDate: saved.saleDate ?? '',
  elevator: yesNoOf(saved.elevator),
  ownRoute: yesNoOf(saved.ownRoute),
  outdoorUnitFastening: saved.outdoorUnitFastening?.id ?? '',
  fasteningHeight: saved.fasteningHeight?.toString() ?? '',
  outdoorUnitAccess: saved.outdoorUnitAccess?.id ?? '',
  drainage: saved.drainage?.id ?? '',
  routeLength: saved.routeLength?.toString() ?? '',
  comment: saved.comment ?? '',
});
const orNull = <T extends string>(text: T | '') => (text === '' ? null : text);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const booleanOrNull = (text: Values['elevator']) => (text === '' ? null : text === 'yes');

const bodyOf = (kind: WizardKind, values: Values): DetailsBody => ({
  ...(kind === 'new' ? { plannedAt: orNull(values.plannedAt) } : {}),
  saleDate: orNull(values.saleDate),
  elevator: booleanOrNull(values.elevator),
  ownRoute: booleanOrNull(values.ownRoute),
  outdoorUnitFastening: orNull(values.outdoorUnitFastening),
  fasteningHeight: numberOrNull(values.fasteningHeight),
  outdoorUnitAccess: orNull(values.outdoorUnitAccess),
  drainage: orNull(values.drainage),
  routeLength: numberOrNull(values.routeLength),
  comment: values.comment.trim() || null,
});

/** The step's read as it will be once a change kept on this device is sent (options from its own lists; the form reads yes/no by value). */
const keptRead = (saved: Saved, body: DetailsBody): Saved => {
  const option = <T extends { id: string }>(list: T[], id: string | null | undefined) => list.find((o) => o.id === id) ?? null;
  const yesNo = (value: boolean | null | undefined) => (typeof value === 'boolean' ? { value, name: '' } : null);
  return {
    ...saved,
    plannedAt: body.plannedAt === undefined ? saved.plannedAt : body.plannedAt,
    saleDate: body.saleDate ?? null,
    elevator: yesNo(body.elevator),
    ownRoute: yesNo(body.ownRoute),
    outdoorUnitFastening: option(saved.outdoorUnitFastenings, body.outdoorUnitFastening),
    fasteningHeight: body.fasteningHeight ?? null,
    outdoorUnitAccess: option(saved.outdoorUnitAccesses, body.outdoorUnitAccess),
    drainage: option(saved.drainages, body.drainage),
    routeLength: body.routeLength ?? null,
    comment: body.comment ?? null,
  };
};

/** `onSaved(queued)`: true when the step was kept on this device to be sent when the network returns. */
type StepProps = { kind: WizardKind; site: StepSite; onSaved: (queued: boolean) => void; onBack: () => void };

/** Step "details" (PUT …/details), the last one: saving it finishes the wizard. Option lists come with GET …/details. */
export function DetailsStep(props: StepProps) {
  const t = useTranslations('installations.wizard');
  const { installationId } = props.site;
  const saved = useQuery({ queryKey: wizardKeys.step(installationId, 'details'), queryFn: () => wizardApi.details(installationId) });
  if (!saved.data)
    return (
      <p role="status" className="text-sm text-slate-500">
        {saved.isError ? t('loadFailed') : t('loading')}
      </p>
    );
  return <DetailsForm {...props} saved={saved.data} />;
}

function DetailsForm({ kind, site, saved, onSaved, onBack }: StepProps & { saved: Saved }) {
  const t = useTranslations('installations.wizard.details');
  const form = useForm<Values>({ resolver: zodResolver(detailsFormSchema(kind)), mode: 'onChange', defaultValues: valuesOf(saved) });
  const status = useFieldStatus(form);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const body = bodyOf(kind, values);
      const result = await wizardApi.putDetails(kind, site, body);
      // Kept on this device: the step shown again shows what waits to be sent, not what the server last had.
      if (result.queued) queryClient.setQueryData(wizardKeys.step(site.installationId, 'details'), keptRead(saved, body));
      return result;
    },
  });
  const submit = async (values: Values) => {
    const result = await save.mutateAsync(values);
    onSaved(result.queued);
  };
  const yesNoOptions = [
    { value: 'yes', name: t('yes') },
    { value: 'no', name: t('no') },
  ];
  const named = (list: { id: string; name: string }[]) => list.map((o) => ({ value: o.id, name: o.name }));

  return (
    <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-5">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <div className="grid gap-4 wide:grid-cols-2">
        {kind === 'new' && <TextField label={t('plannedAt')} type="date" required aria-required {...status('plannedAt')} {...form.register('plannedAt')} />}
        <TextField label={t('saleDate')} type="date" {...status('saleDate')} {...form.register('saleDate')} />
        <SelectField label={t('elevator')} placeholder={t('notSaid')} options={yesNoOptions} {...status('elevator')} {...form.register('elevator')} />
        <SelectField label={t('ownRoute')} placeholder={t('notSaid')} options={yesNoOptions} {...status('ownRoute')} {...form.register('ownRoute')} />
        <SelectField
          label={t('fastening')}
          placeholder={t('notSaid')}
          options={named(saved.outdoorUnitFastenings)}
          {...status('outdoorUnitFastening')}
          {...form.register('outdoorUnitFastening')}
        />
        <TextField
          label={t('fasteningHeight')}
          type="number"
          inputMode="decimal"
          min={0}
          max={500}
          step="0.1"
          {...status('fasteningHeight')}
          {...form.register('fasteningHeight')}
        />
        <SelectField
          label={t('access')}
          placeholder={t('notSaid')}
          options={named(saved.outdoorUnitAccesses)}
          {...status('outdoorUnitAccess')}
          {...form.register('outdoorUnitAccess')}
        />
        <SelectField label={t('drainage')} placeholder={t('notSaid')} options={named(saved.drainages)} {...status('drainage')} {...form.register('drainage')} />
        <TextField
          label={t('routeLength')}
          type="number"
          inputMode="decimal"
          min={0}
          max={500}
          step="0.1"
          {...status('routeLength')}
          {...form.register('routeLength')}
        />
      </div>
      <FormField id="installation-comment" label={t('comment')} error={status('comment').error}>
        <textarea id="installation-comment" rows={4} maxLength={MAX_TEXT} className={inputClass(status('comment').error)} {...form.register('comment')} />
      </FormField>
      <StepNav last onBack={onBack} error={generalError(form)} disabled={submitDisabled(form, save.isPending)} pending={save.isPending} />
    </form>
  );
}
