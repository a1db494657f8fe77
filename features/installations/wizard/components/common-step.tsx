'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { TextField } from '@/components/ui/text-field';
import { personNameSchema } from '@/contracts/auth';
import { workOrderTypes, type installationCommonSchema } from '@/contracts/installations';
import { messageKey } from '@/contracts/validation';
import { failureMessage } from '@/lib/api/errors';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { phoneFieldOf, phoneValue } from '@/lib/phone';
import { phoneFieldSchema } from '@/lib/phone-field-schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { wizardApi, wizardKeys } from '../api';
import type { WizardKind } from '../constants';
import { SelectField } from '@/components/ui/select-field';
import { StepNav } from './step-nav';

type Common = z.infer<typeof installationCommonSchema>;

const required = messageKey('required');
/** Today as the date input reads it (the browser's day). */
const today = () => format(new Date(), 'yyyy-MM-dd');

/** Step 1's form; work done earlier (`completed`) also asks the day it was done: the warranty counts from it. */
export const commonFormSchema = (kind: WizardKind) =>
  z
    .object({
      workOrderType: z.enum(workOrderTypes, { message: required }),
      certificationTypeId: z.string().regex(/^\d+$/, { message: required }),
      clientPhone: phoneFieldSchema,
      /** Set once the phone was looked up and no user has it: the client's name is then needed. */
      unknownClient: z.boolean(),
      clientName: z.string(),
      clientLastname: z.string(),
      workDoneOn: z.string(),
    })
    .superRefine((values, ctx) => {
      if (kind === 'completed' && !values.workDoneOn) ctx.addIssue({ code: 'custom', path: ['workDoneOn'], message: required });
      else if (kind === 'completed' && values.workDoneOn > today())
        ctx.addIssue({ code: 'custom', path: ['workDoneOn'], message: 'installationWorkDoneInFuture' });
      if (!values.unknownClient) return;
      for (const field of ['clientName', 'clientLastname'] as const) {
        const result = personNameSchema.safeParse(values[field]);
        if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? required });
      }
    });
type Values = z.infer<ReturnType<typeof commonFormSchema>>;

/** What a new installation's step 1 starts with (support registering a client's request for work, linked as it is created). */
export type CommonPrefill = { workOrderType: Common['workOrderType']; certificationTypeId: number; clientPhone: string; requestId: number };

type CommonStepProps = {
  kind: WizardKind;
  /** The saved step 1 of a draft, or nothing for a new one. */
  common?: Common;
  prefill?: CommonPrefill;
  /** Told once the draft is created, before the wizard moves on. */
  onCreated?: (installationId: number) => Promise<unknown>;
  onSaved: (installationId: number) => void;
};

/**
 * Step 1: work order type, certification type and the client found by phone (GET /web/clients/name shows
 * the masked name; an unknown phone asks for the name, and the client is invited by SMS). Creating the
 * draft is POST /web/installations (or /completed); a completed-installation draft may save it again.
 */
export function CommonStep({ kind, common, prefill, onCreated, onSaved }: CommonStepProps) {
  const t = useTranslations('installations.wizard.common');
  const options = useQuery({ queryKey: wizardKeys.options, queryFn: wizardApi.options });
  const form = useForm<Values>({
    resolver: zodResolver(commonFormSchema(kind)),
    mode: 'onChange',
    defaultValues: {
      workOrderType: common?.workOrderType ?? prefill?.workOrderType ?? ('' as never),
      certificationTypeId: common ? String(common.certificationTypeId) : prefill ? String(prefill.certificationTypeId) : '',
      clientPhone: phoneFieldOf(common?.client.phone ?? prefill?.clientPhone),
      unknownClient: false,
      clientName: '',
      clientLastname: '',
      workDoneOn: common?.workDoneOn ?? '',
    },
  });
  const status = useFieldStatus(form);
  // The option lists arrive after the selects were registered: show the values the form already holds (a draft's, a request's).
  useEffect(() => {
    if (options.data) for (const name of ['workOrderType', 'certificationTypeId'] as const) form.setValue(name, form.getValues(name));
  }, [form, options.data]);
  // Step 1 of a new installation is fixed once created; a completed one's may change (POST /completed/{id}).
  const readOnly = kind === 'new' && Boolean(common);

  const phone = useWatch({ control: form.control, name: 'clientPhone' });
  const validPhone = phoneFieldSchema.safeParse(phone).success ? phoneValue(phone) : '';
  const lookedUp = useDebouncedValue(validPhone, INPUT_DEBOUNCE_MS);
  const client = useQuery({
    queryKey: wizardKeys.clientName(lookedUp),
    queryFn: () => wizardApi.clientName(lookedUp),
    enabled: Boolean(lookedUp) && lookedUp === validPhone && !readOnly,
    staleTime: Infinity,
  });
  const unknownClient = client.data?.clientName === null && lookedUp === validPhone;
  useEffect(() => {
    form.setValue('unknownClient', unknownClient, { shouldValidate: form.formState.isSubmitted });
  }, [form, unknownClient]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      wizardApi.create(
        kind,
        {
          workOrderType: values.workOrderType,
          certificationTypeId: Number(values.certificationTypeId),
          clientPhone: phoneValue(values.clientPhone),
          ...(values.unknownClient ? { clientName: values.clientName.trim(), clientLastname: values.clientLastname.trim() } : {}),
          ...(prefill && !common ? { requestId: prefill.requestId } : {}),
          ...(kind === 'completed' ? { workDoneOn: values.workDoneOn } : {}),
        },
        common?.id,
      ),
  });
  const submit = async (values: Values) => {
    if (readOnly && common) return onSaved(common.id);
    // The name lookup must have answered: it decides whether the name is needed.
    if (!client.isSuccess && !common) return void form.trigger();
    const outfit = await save.mutateAsync(values);
    if (!common) await onCreated?.(outfit.id);
    onSaved(outfit.id);
  };

  const lookupNote = readOnly
    ? undefined
    : client.isFetching
      ? t('lookingUp')
      : client.isError
        ? failureMessage(client.error)
        : client.data?.clientName
          ? t('clientFound', { name: client.data.clientName })
          : unknownClient
            ? t('clientUnknown')
            : undefined;

  return (
    <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-5" aria-busy={options.isPending}>
      <h2 className="text-xl font-semibold">{t(kind === 'new' ? 'title' : 'titleCompleted')}</h2>
      {kind === 'completed' && <p className="text-sm text-slate-600">{t('completedIntro')}</p>}
      <div className="grid gap-4 wide:grid-cols-2">
        <SelectField
          label={t('workOrderType')}
          placeholder={options.isPending ? t('loading') : t('choose')}
          options={options.data?.workOrderTypes.map((o) => ({ value: o.value, name: o.name })) ?? []}
          disabled={readOnly || !options.data}
          {...status('workOrderType')}
          {...form.register('workOrderType')}
        />
        <SelectField
          label={t('certificationType')}
          placeholder={options.isPending ? t('loading') : t('choose')}
          options={options.data?.certificationTypes.map((o) => ({ value: o.id, name: o.name })) ?? []}
          disabled={readOnly || !options.data}
          {...status('certificationTypeId')}
          {...form.register('certificationTypeId')}
        />
      </div>
      {kind === 'completed' && (
        <TextField
          label={t('workDoneOn')}
          hint={t('workDoneOnHint')}
          type="date"
          required
          aria-required
          max={today()}
          {...status('workDoneOn')}
          {...form.register('workDoneOn')}
        />
      )}
      {options.isError && (
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(options.error)}
        </p>
      )}
      {readOnly && common ? (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm">
          {t('client')}: <strong>{common.client.fullName}</strong>
        </p>
      ) : (
        <fieldset className="space-y-3">
          <legend className="mb-2 font-medium">{t('client')}</legend>
          <PhoneFormField control={form.control} name="clientPhone" label={t('clientPhone')} {...status('clientPhone')} />
          <p role="status" className="min-h-5 text-sm text-slate-600">
            {lookupNote}
          </p>
          {unknownClient && (
            <div className="grid gap-4 wide:grid-cols-2">
              <TextField label={t('clientName')} autoComplete="off" maxLength={100} {...status('clientName')} {...form.register('clientName')} />
              <TextField label={t('clientLastname')} autoComplete="off" maxLength={100} {...status('clientLastname')} {...form.register('clientLastname')} />
            </div>
          )}
        </fieldset>
      )}
      <StepNav error={generalError(form)} disabled={!readOnly && (submitDisabled(form, save.isPending) || client.isFetching)} pending={save.isPending} />
    </form>
  );
}
