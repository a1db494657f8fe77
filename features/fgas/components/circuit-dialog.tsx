'use client';
import { useMutation } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { co2eTonnes, gwpOf, leakCheckRule, refrigerantIds, type RefrigerantId } from '@/contracts/fgas';
import type { CircuitView, FgasLogbook } from '@/contracts/fgas-logbook';
import { apiFailure } from '@/lib/api/errors';
import { fgasApi } from '../api';
import { typedNumber } from '@/lib/typed-number';
import { todayHere } from '../forms';
import { CheckField } from './check-field';
import { RuleText } from './rule-text';

/** The refrigerant and charges an outdoor unit's commissioning report measured (docs/decisions/0051), as the form writes them. */
function measuredOn(unit: FgasLogbook['units'][number] | undefined) {
  const measured = unit?.commissioning;
  if (!measured) return {};
  return {
    refrigerant: measured.refrigerant,
    ...(measured.factoryChargeKg !== null ? { factoryChargeKg: String(measured.factoryChargeKg) } : {}),
    ...(measured.installationChargeKg !== null ? { installationChargeKg: String(measured.installationChargeKg) } : {}),
  };
}

/**
 * A new refrigerant circuit: the outdoor unit it is, its refrigerant and charge (as delivered, and added at
 * installation), the commissioning day and the three facts the leak check rule and the CRO card read. What the rule
 * makes of it is shown as it is typed.
 */
export function CircuitDialog({
  installationId,
  units,
  onClose,
  onAdded,
}: {
  installationId: number;
  units: FgasLogbook['units'];
  onClose: () => void;
  onAdded: (circuit: CircuitView) => void;
}) {
  const t = useTranslations('installations.fgas');
  const format = useFormatter();
  const outdoor = units.find((u) => u.type === 'outdoor');
  const [form, setForm] = useState({
    unitId: outdoor ? String(outdoor.id) : '',
    refrigerant: 'R32' as RefrigerantId,
    factoryChargeKg: '',
    installationChargeKg: '0',
    ...measuredOn(outdoor),
    commissionedOn: todayHere(),
    hermeticallySealed: false,
    residentialBuilding: true,
    leakDetectionSystem: false,
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const add = useMutation({
    mutationFn: () =>
      fgasApi.addCircuit(installationId, {
        ...form,
        unitId: form.unitId ? Number(form.unitId) : null,
        factoryChargeKg: typedNumber(form.factoryChargeKg),
        installationChargeKg: typedNumber(form.installationChargeKg),
      }),
    onSuccess: onAdded,
  });
  const failure = add.error ? apiFailure(add.error) : null;
  const error = (field: string) => failure?.fields[field];
  const charge = typedNumber(form.factoryChargeKg) + typedNumber(form.installationChargeKg);
  const preview = Number.isFinite(charge) && charge > 0 ? leakCheckRule({ ...form, chargeKg: charge }) : null;

  return (
    <Modal open onClose={onClose} title={t('ui.addCircuitTitle')} size="lg">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <div className="grid gap-4 wide:grid-cols-2">
          <SelectField
            label={t('ui.unit')}
            value={form.unitId}
            placeholder={t('ui.noUnit')}
            error={error('unitId')}
            options={units.map((u) => ({ value: String(u.id), name: `${u.model ?? ''} ${u.serial}`.trim() }))}
            hint={units.find((u) => String(u.id) === form.unitId)?.commissioning ? t('ui.fromCommissioning') : undefined}
            onChange={(event) => {
              const unitId = event.target.value;
              setForm((f) => ({ ...f, unitId, ...measuredOn(units.find((u) => String(u.id) === unitId)) }));
            }}
          />
          <SelectField
            label={t('ui.refrigerant')}
            value={form.refrigerant}
            error={error('refrigerant')}
            options={refrigerantIds.map((id) => ({ value: id, name: `${id} · GWP ${format.number(gwpOf(id))}` }))}
            onChange={(event) => set('refrigerant', event.target.value as RefrigerantId)}
          />
          <TextField
            label={t('ui.factoryCharge')}
            hint={t('ui.kgHint')}
            inputMode="decimal"
            value={form.factoryChargeKg}
            error={error('factoryChargeKg')}
            onChange={(event) => set('factoryChargeKg', event.target.value)}
          />
          <TextField
            label={t('ui.installationCharge')}
            hint={t('ui.kgHint')}
            inputMode="decimal"
            value={form.installationChargeKg}
            error={error('installationChargeKg')}
            onChange={(event) => set('installationChargeKg', event.target.value)}
          />
          <TextField
            type="date"
            label={t('ui.commissionedOn')}
            max={todayHere()}
            value={form.commissionedOn}
            error={error('commissionedOn')}
            onChange={(event) => set('commissionedOn', event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <CheckField
            label={t('card.hermeticallySealed')}
            hint={t('ui.hermeticallySealedHint')}
            checked={form.hermeticallySealed}
            onChange={(v) => set('hermeticallySealed', v)}
          />
          <CheckField label={t('card.residentialBuilding')} checked={form.residentialBuilding} onChange={(v) => set('residentialBuilding', v)} />
          <CheckField
            label={t('card.leakDetectionSystem')}
            hint={t('ui.leakDetectionHint')}
            checked={form.leakDetectionSystem}
            onChange={(v) => set('leakDetectionSystem', v)}
          />
        </div>
        {preview && (
          <p role="status" className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {t('ui.co2e', { tonnes: format.number(co2eTonnes(form.refrigerant, charge), { maximumFractionDigits: 3 }) })} <RuleText rule={preview} />
          </p>
        )}
        <ErrorAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : undefined} />
        <DialogButtons cancel={t('ui.cancel')} onCancel={onClose} submit={t('ui.addCircuit')} pending={add.isPending} />
      </form>
    </Modal>
  );
}
