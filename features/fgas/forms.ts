import { z } from 'zod';
import { fgasEntrySchema, refrigerantCircuitSchema } from '@/contracts/fgas';

/** A mass as people type it: a comma or a dot before the grams ("2,4" in Ukrainian and Polish, "2.4" in English). */
export const typedKilograms = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? Number.NaN : value;
};

/** The new-circuit form: masses typed as text, the unit chosen from a list (empty: none). */
export const circuitFormSchema = z.object({
  unitId: z.string(),
  refrigerant: refrigerantCircuitSchema.shape.refrigerant,
  factoryChargeKg: z.string(),
  installationChargeKg: z.string(),
  commissionedOn: refrigerantCircuitSchema.shape.commissionedOn,
  hermeticallySealed: z.boolean(),
  residentialBuilding: z.boolean(),
  leakDetectionSystem: z.boolean(),
});
export type CircuitForm = z.infer<typeof circuitFormSchema>;

/** The entry form holds every kind's fields; what is sent is the chosen kind's (checked by the contract's schema). */
export type EntryForm = {
  kind: (typeof fgasEntrySchema.options)[number]['shape']['kind']['value'];
  on: string;
  note: string;
  result: 'noLeakFound' | 'leakFound';
  description: string;
  measures: string;
  kg: string;
  dueToLeakage: boolean;
  origin: 'virgin' | 'recycled' | 'reclaimed';
  fate: 'recycled' | 'reclaimed' | 'destroyed';
  partyName: string;
  partyAddress: string;
  partyCertificate: string;
};

/** The entry as the API takes it: only the chosen kind's fields. */
export function entryOf(form: EntryForm): unknown {
  const base = { kind: form.kind, on: form.on, note: form.note.trim() || null };
  const party = form.partyName.trim()
    ? { name: form.partyName.trim(), address: form.partyAddress.trim(), certificateNumber: form.partyCertificate.trim() || null }
    : null;
  switch (form.kind) {
    case 'leakCheck':
      return { ...base, result: form.result };
    case 'repair':
      return { ...base, description: form.description.trim() };
    case 'refrigerantAdded':
      return { ...base, kg: typedKilograms(form.kg), dueToLeakage: form.dueToLeakage, origin: form.origin, supplier: form.origin === 'virgin' ? null : party };
    case 'refrigerantRecovered':
      return { ...base, kg: typedKilograms(form.kg), fate: form.fate, handledBy: party };
    case 'decommissioning':
      return { ...base, measures: form.measures.trim() };
  }
}
