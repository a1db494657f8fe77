'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SettlementFormField, type Settlement } from '@/components/address/settlement-field';
import { Button } from '@/components/ui/button';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { MAX_REQUEST_COMMENT } from '@/contracts/installation-requests';
import { workOrderTypes } from '@/contracts/installations';
import { messageKey } from '@/contracts/validation';
import { failureMessage } from '@/lib/api/errors';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { useSessionStore } from '@/lib/session/session-store';
import { requestKeys, requestsApi } from '../api';

const required = messageKey('required');
/** The API's fields; the chosen settlement is held whole under `settlementId` (so that its 422 lands there). */
const formSchema = z.object({
  workOrderType: z.enum(workOrderTypes, { message: required }),
  certificationTypeId: z.string().regex(/^\d+$/, { message: required }),
  settlementId: z.custom<Settlement | null>((value) => Boolean(value), { message: required }),
  street: z.string().trim().min(1, { message: required }).max(200),
  house: z.string().trim().min(1, { message: required }).max(20),
  flat: z.string().trim().max(20),
  preferredDate: z.string(),
  installationId: z.string(),
  comment: z.string().trim().max(MAX_REQUEST_COMMENT),
});
type Values = z.input<typeof formSchema>;

/** Today in the visitor's time zone, `yyyy-MM-dd` (the date input's lower bound; the API checks Kyiv's day). */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A client's request for work (docs/decisions/0028): the kind of work and equipment, the address as the
 * wizard's address step takes it, an optional date and installation, a comment. Sent, it says so and the
 * client's list of requests reloads.
 */
export function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('installationRequests.dialog');
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const commentId = useId();
  const options = useQuery({ queryKey: requestKeys.options, queryFn: requestsApi.options, enabled: open });
  const own = useQuery({ queryKey: requestKeys.installations(userId), queryFn: requestsApi.installations, enabled: open });
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: {
      workOrderType: '' as never,
      certificationTypeId: '',
      settlementId: null,
      street: '',
      house: '',
      flat: '',
      preferredDate: '',
      installationId: '',
      comment: '',
    },
  });
  const status = useFieldStatus(form);
  const send = useMutation({
    mutationFn: (v: Values) =>
      requestsApi.create({
        workOrderType: v.workOrderType,
        certificationTypeId: Number(v.certificationTypeId),
        settlementId: v.settlementId!.id,
        visicomId: v.settlementId!.visicomId,
        street: v.street.trim(),
        house: v.house.trim(),
        flat: v.flat.trim() || null,
        preferredDate: v.preferredDate || null,
        installationId: v.installationId ? Number(v.installationId) : null,
        comment: v.comment.trim() || null,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all(userId) }),
  });
  const commentError = status('comment').error;

  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="lg">
      {send.isSuccess ? (
        <div className="space-y-5">
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
            {t('sent', { number: send.data.id })}
          </p>
          <Button className="w-full" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submitHandler(form, (v) => send.mutateAsync(v))} className="space-y-5" aria-busy={options.isPending}>
          <p className="text-slate-600">{t('intro')}</p>
          {options.isError && (
            <p role="alert" className="text-sm text-red-600">
              {failureMessage(options.error)}
            </p>
          )}
          <div className="grid gap-4 wide:grid-cols-2">
            <SelectField
              label={t('workOrderType')}
              placeholder={options.isPending ? t('loading') : t('choose')}
              options={options.data?.workOrderTypes.map((o) => ({ value: o.value, name: o.name })) ?? []}
              disabled={!options.data}
              {...status('workOrderType')}
              {...form.register('workOrderType')}
            />
            <SelectField
              label={t('certificationType')}
              placeholder={options.isPending ? t('loading') : t('choose')}
              options={options.data?.certificationTypes.map((o) => ({ value: o.id, name: o.name })) ?? []}
              disabled={!options.data}
              {...status('certificationTypeId')}
              {...form.register('certificationTypeId')}
            />
          </div>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-medium">{t('address')}</legend>
            <SettlementFormField control={form.control} name="settlementId" label={t('settlement')} hint={t('settlementHint')} {...status('settlementId')} />
            <div className="grid gap-4 wide:grid-cols-[2fr_1fr_1fr]">
              <TextField label={t('street')} autoComplete="address-line1" maxLength={200} {...status('street')} {...form.register('street')} />
              <TextField label={t('house')} maxLength={20} {...status('house')} {...form.register('house')} />
              <TextField label={t('flat')} maxLength={20} {...status('flat')} {...form.register('flat')} />
            </div>
          </fieldset>
          <div className="grid gap-4 wide:grid-cols-2">
            <TextField label={t('preferredDate')} type="date" min={today()} {...status('preferredDate')} {...form.register('preferredDate')} />
            <SelectField
              label={t('installation')}
              placeholder={t('noInstallation')}
              options={own.data?.data.map((i) => ({ value: i.id, name: t('installationOption', { number: i.id, address: i.address }) })) ?? []}
              hint={own.isError ? failureMessage(own.error) : undefined}
              {...status('installationId')}
              {...form.register('installationId')}
            />
          </div>
          <FormField id={commentId} label={t('comment')} error={commentError} hint={t('commentHint')}>
            <textarea
              id={commentId}
              rows={3}
              maxLength={MAX_REQUEST_COMMENT}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={fieldNoteId(commentId, { error: commentError, hint: t('commentHint') })}
              className={inputClass(commentError)}
              {...form.register('comment')}
            />
          </FormField>
          {generalError(form) && (
            <p role="alert" className="text-sm text-red-600">
              {generalError(form)}
            </p>
          )}
          <DialogButtons
            cancel={t('cancel')}
            onCancel={onClose}
            submit={t('submit')}
            pending={send.isPending}
            disabled={submitDisabled(form, send.isPending)}
          />
        </form>
      )}
    </Modal>
  );
}
