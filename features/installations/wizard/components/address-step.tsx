'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SettlementFormField, type Settlement } from '@/components/address/settlement-field';
import { TextField } from '@/components/ui/text-field';
import { addressBodySchema, type addressSchema } from '@/contracts/installations';
import { messageKey } from '@/contracts/validation';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { useOnline } from '@/lib/offline/use-online';
import { wizardApi, wizardKeys, type StepSite } from '../api';
import type { WizardKind } from '../constants';
import { StepNav } from './step-nav';

/** The API's fields, with the chosen settlement held whole under `settlementId` (so that its 422 lands there). */
export const addressFormSchema = addressBodySchema.omit({ visicomId: true }).extend({
  settlementId: z.custom<Settlement | null>((value) => Boolean(value), { message: messageKey('required') }),
  flat: z.string().trim().max(20),
  floor: z.string().trim().max(10),
});
type Values = z.input<typeof addressFormSchema>;

const settlementOf = (saved: z.infer<typeof addressSchema>): Settlement | null =>
  saved.settlementId ? { id: saved.settlementId, visicomId: saved.visicomId, label: [saved.city, saved.area, saved.region].filter(Boolean).join(', ') } : null;

/** `onSaved(queued)`: true when the step was kept on this device to be sent when the network returns. */
type AddressFormProps = { kind: WizardKind; site: StepSite; saved: z.infer<typeof addressSchema>; onSaved: (queued: boolean) => void; onBack: () => void };

/**
 * The address form: a settlement from the suggestions (GET /addresses, 5 at a time), then street, house, flat and floor.
 * Without a network the suggestions cannot be read: the settlement chosen stays, and the rest is saved on this device.
 */
export function AddressForm({ kind, site, saved, onSaved, onBack }: AddressFormProps) {
  const t = useTranslations('installations.wizard.address');
  const tOffline = useTranslations('installations.wizard.offline');
  const online = useOnline();
  const form = useForm<Values>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onChange',
    defaultValues: {
      settlementId: settlementOf(saved),
      street: saved.street ?? '',
      house: saved.house ?? '',
      flat: saved.flat ?? '',
      floor: saved.floor ?? '',
    },
  });
  const status = useFieldStatus(form);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async ({ settlementId: settlement, street, house, flat, floor }: Values) => {
      const body = { settlementId: settlement!.id, visicomId: settlement!.visicomId, street, house, flat: flat || null, floor: floor || null };
      const result = await wizardApi.putAddress(kind, site, body);
      // Kept on this device: the step shown again shows what waits to be sent (the settlement is the one read).
      if (result.queued) queryClient.setQueryData(wizardKeys.step(site.installationId, 'address'), { ...saved, ...body });
      return result;
    },
  });
  const submit = async (values: Values) => {
    const result = await save.mutateAsync(values);
    onSaved(result.queued);
  };

  return (
    <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-5">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <SettlementFormField control={form.control} name="settlementId" label={t('settlement')} hint={t('settlementHint')} {...status('settlementId')} />
      {!online && <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">{tOffline('settlement')}</p>}
      <div className="grid gap-4 wide:grid-cols-[2fr_1fr]">
        <TextField label={t('street')} autoComplete="address-line1" maxLength={200} {...status('street')} {...form.register('street')} />
        <TextField label={t('house')} maxLength={20} {...status('house')} {...form.register('house')} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField label={t('flat')} maxLength={20} {...status('flat')} {...form.register('flat')} />
        <TextField label={t('floor')} maxLength={10} inputMode="numeric" {...status('floor')} {...form.register('floor')} />
      </div>
      <StepNav onBack={onBack} error={generalError(form)} disabled={submitDisabled(form, save.isPending)} pending={save.isPending} />
    </form>
  );
}

/** Step "address" (PUT …/address), prefilled from GET …/address. */
export function AddressStep(props: Omit<AddressFormProps, 'saved'>) {
  const t = useTranslations('installations.wizard');
  const { installationId } = props.site;
  const saved = useQuery({ queryKey: wizardKeys.step(installationId, 'address'), queryFn: () => wizardApi.address(installationId) });
  if (!saved.data)
    return (
      <p role="status" className="text-sm text-slate-500">
        {saved.isError ? t('loadFailed') : t('loading')}
      </p>
    );
  return <AddressForm {...props} saved={saved.data} />;
}
