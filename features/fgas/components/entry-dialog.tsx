'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fgasEntryKinds, leakCheckResults, recoveredRefrigerantFates, refrigerantOrigins, type FgasEntry } from '@/contracts/fgas';
import type { CircuitView } from '@/contracts/fgas-logbook';
import { apiFailure } from '@/lib/api/errors';
import { fgasApi } from '../api';
import { entryOf, todayHere, type EntryForm } from '../forms';
import { CheckField } from './check-field';

/** The API's field of a refusal, as the form names it: the facility of a recycled gas or of a recovery is the party's name. */
const formField: Record<string, string> = { supplier: 'partyName', handledBy: 'partyName' };

function LongText({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteId(id, { error })}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass(error)}
      />
    </FormField>
  );
}

/**
 * A logbook entry: its kind, then that kind's fields (Regulation (EU) 2024/573 Article 7's records). Entries are kept as
 * written, so the dialog says so before it sends one; the answer is the circuit with its next check moved.
 */
export function EntryDialog({ circuit, onClose, onAdded }: { circuit: CircuitView; onClose: () => void; onAdded: (circuit: CircuitView) => void }) {
  const t = useTranslations('installations.fgas');
  const [form, setForm] = useState<EntryForm>({
    kind: 'leakCheck',
    on: todayHere(),
    note: '',
    result: 'noLeakFound',
    description: '',
    measures: '',
    kg: '',
    dueToLeakage: false,
    origin: 'virgin',
    fate: 'recycled',
    partyName: '',
    partyAddress: '',
    partyCertificate: '',
  });
  const set = <K extends keyof EntryForm>(key: K, value: EntryForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const add = useMutation({ mutationFn: () => fgasApi.addEntry(circuit.id, entryOf(form) as FgasEntry), onSuccess: onAdded });
  const failure = add.error ? apiFailure(add.error) : null;
  const errors = Object.fromEntries(Object.entries(failure?.fields ?? {}).map(([field, message]) => [formField[field] ?? field, message]));
  const general = failure && Object.keys(failure.fields).length === 0 ? failure.message : undefined;
  const needsParty = (form.kind === 'refrigerantAdded' && form.origin !== 'virgin') || form.kind === 'refrigerantRecovered';

  return (
    <Modal open onClose={onClose} title={t('ui.addEntryTitle', { refrigerant: circuit.refrigerant.id, serial: circuit.unit?.serial ?? circuit.id })} size="lg">
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
            label={t('ui.kind')}
            value={form.kind}
            options={fgasEntryKinds.map((kind) => ({ value: kind, name: t(`kinds.${kind}`) }))}
            onChange={(event) => set('kind', event.target.value as EntryForm['kind'])}
          />
          <TextField
            type="date"
            label={t('ui.on')}
            max={todayHere()}
            min={circuit.commissionedOn}
            value={form.on}
            error={errors.on}
            onChange={(event) => set('on', event.target.value)}
          />
        </div>
        {form.kind === 'leakCheck' && (
          <SelectField
            label={t('ui.result')}
            value={form.result}
            error={errors.result}
            options={leakCheckResults.map((value) => ({ value, name: t(`results.${value}`) }))}
            onChange={(event) => set('result', event.target.value as EntryForm['result'])}
          />
        )}
        {form.kind === 'repair' && (
          <LongText label={t('ui.description')} value={form.description} onChange={(v) => set('description', v)} error={errors.description} required />
        )}
        {form.kind === 'decommissioning' && (
          <LongText label={t('ui.measures')} value={form.measures} onChange={(v) => set('measures', v)} error={errors.measures} required />
        )}
        {(form.kind === 'refrigerantAdded' || form.kind === 'refrigerantRecovered') && (
          <div className="grid gap-4 wide:grid-cols-2">
            <TextField
              label={t('ui.kg')}
              hint={t('ui.kgHint')}
              inputMode="decimal"
              value={form.kg}
              error={errors.kg}
              onChange={(event) => set('kg', event.target.value)}
            />
            {form.kind === 'refrigerantAdded' ? (
              <SelectField
                label={t('ui.origin')}
                value={form.origin}
                options={refrigerantOrigins.map((value) => ({ value, name: t(`origins.${value}`) }))}
                onChange={(event) => set('origin', event.target.value as EntryForm['origin'])}
              />
            ) : (
              <SelectField
                label={t('ui.fate')}
                value={form.fate}
                options={recoveredRefrigerantFates.map((value) => ({ value, name: t(`fates.${value}`) }))}
                onChange={(event) => set('fate', event.target.value as EntryForm['fate'])}
              />
            )}
          </div>
        )}
        {form.kind === 'refrigerantAdded' && <CheckField label={t('ui.dueToLeakage')} checked={form.dueToLeakage} onChange={(v) => set('dueToLeakage', v)} />}
        {needsParty && (
          <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-700">{t(form.kind === 'refrigerantAdded' ? 'ui.supplier' : 'ui.handledBy')}</legend>
            <TextField label={t('ui.partyName')} value={form.partyName} error={errors.partyName} onChange={(event) => set('partyName', event.target.value)} />
            <TextField label={t('ui.partyAddress')} value={form.partyAddress} onChange={(event) => set('partyAddress', event.target.value)} />
            <TextField label={t('ui.partyCertificate')} value={form.partyCertificate} onChange={(event) => set('partyCertificate', event.target.value)} />
          </fieldset>
        )}
        <LongText label={t('ui.note')} value={form.note} onChange={(v) => set('note', v)} error={errors.note} />
        <p className="text-sm text-slate-600">{t('ui.appendOnly')}</p>
        <ErrorAlert message={general} />
        <DialogButtons cancel={t('ui.cancel')} onCancel={onClose} submit={t('ui.addEntry')} pending={add.isPending} />
      </form>
    </Modal>
  );
}
