import type { FgasEntryKind } from '@/contracts/fgas';

/** Today on this device, as a date input takes it (`yyyy-MM-dd`): the latest day an entry or a commissioning may have. */
export const todayHere = () => new Date().toLocaleDateString('sv-SE');

/** A mass as people type it: a comma or a dot before the grams ("2,4" in Ukrainian and Polish, "2.4" in English). */
export const typedKilograms = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? Number.NaN : value;
};

/** The entry form holds every kind's fields; what is sent is the chosen kind's (checked by the contract's schema). */
export type EntryForm = {
  kind: FgasEntryKind;
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
