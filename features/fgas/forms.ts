import type { FgasEntryKind } from '@/contracts/fgas';
import { typedNumber } from '@/lib/typed-number';

/** Today on this device, as a date input takes it (`yyyy-MM-dd`): the latest day an entry or a commissioning may have. */
export const todayHere = () => new Date().toLocaleDateString('sv-SE');

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
      return { ...base, kg: typedNumber(form.kg), dueToLeakage: form.dueToLeakage, origin: form.origin, supplier: form.origin === 'virgin' ? null : party };
    case 'refrigerantRecovered':
      return { ...base, kg: typedNumber(form.kg), fate: form.fate, handledBy: party };
    case 'decommissioning':
      return { ...base, measures: form.measures.trim() };
  }
}
