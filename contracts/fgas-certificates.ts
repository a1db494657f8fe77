import { z } from 'zod';
import { circuitChargeKg, type FgasEntryKind, fgasEntryKinds, type RefrigerantCircuit } from './fgas-entries';
import { isoDate } from './installations';
import { textSchema } from './validation';

/**
 * An installer's personal F-gas certificate and what it lets them write in a circuit's logbook
 * (docs/decisions/0048-fgas-rules.md). The categories' scopes are read from a transposition's summary, not from
 * Implementing Regulation (EU) 2024/2215 itself: see the ADR's "Unverified".
 */

/** Implementing Regulation (EU) 2024/2215 Article 3 (its Annex I table: A1, A2, B, C, D, E). */
export const fgasCertificateCategories = ['A1', 'A2', 'B', 'C', 'D', 'E'] as const;
/** Implementing Regulation (EU) 2015/2067 Article 3: certificates issued before 2024/2215 that installers still hold. */
export const legacyFgasCertificateCategories = ['I', 'II', 'III', 'IV'] as const;
export type FgasCertificateCategory = (typeof fgasCertificateCategories)[number] | (typeof legacyFgasCertificateCategories)[number];

export const fgasCertificateSchema = z.object({
  number: textSchema().trim().min(1).max(50),
  category: z.enum([...fgasCertificateCategories, ...legacyFgasCertificateCategories]),
  issuer: textSchema().trim().min(1).max(200),
  /** The last day it is valid; null for a certificate that states no end. */
  expiresOn: isoDate.nullable(),
});
export type FgasCertificate = z.infer<typeof fgasCertificateSchema>;

/** `small`: only on a circuit holding less than 3 kg, or less than 6 kg when hermetically sealed. */
type Reach = 'anyCharge' | 'small';
const everything = (reach: Reach) => Object.fromEntries(fgasEntryKinds.map((kind) => [kind, reach])) as Record<FgasEntryKind, Reach>;

/**
 * What each category may write. B (carbon dioxide) and C (ammonia) cover no F-gas circuit; E and IV check for leaks
 * only without breaking into the circuit, which the portal cannot see and leaves to the installer.
 */
const categoryReach: Record<FgasCertificateCategory, Partial<Record<FgasEntryKind, Reach>>> = {
  A1: everything('anyCharge'),
  A2: everything('small'),
  B: {},
  C: {},
  D: { refrigerantRecovered: 'small' },
  E: { leakCheck: 'anyCharge' },
  I: everything('anyCharge'),
  II: { ...everything('small'), leakCheck: 'anyCharge' },
  III: { refrigerantRecovered: 'small' },
  IV: { leakCheck: 'anyCharge' },
};

const isSmallCircuit = (circuit: Pick<RefrigerantCircuit, 'factoryChargeKg' | 'installationChargeKg' | 'hermeticallySealed'>) =>
  circuitChargeKg(circuit) < (circuit.hermeticallySealed ? 6 : 3);

/** An expired certificate writes nothing: valid through `expiresOn` (`yyyy-MM-dd`), whatever the category. */
export const mayWriteEntries = (certificate: Pick<FgasCertificate, 'expiresOn'>, onDate: string) =>
  certificate.expiresOn === null || onDate <= certificate.expiresOn;

export type EntryRefusal = 'certificateExpired' | 'categoryExcludes' | 'chargeAboveCategoryLimit';

/** Why this certificate may not write this kind of entry on this circuit on `onDate`, or null when it may. */
export function entryRefusal(
  certificate: Pick<FgasCertificate, 'category' | 'expiresOn'>,
  kind: FgasEntryKind,
  circuit: Pick<RefrigerantCircuit, 'factoryChargeKg' | 'installationChargeKg' | 'hermeticallySealed'>,
  onDate: string,
): EntryRefusal | null {
  if (!mayWriteEntries(certificate, onDate)) return 'certificateExpired';
  const reach = categoryReach[certificate.category][kind];
  if (!reach) return 'categoryExcludes';
  return reach === 'small' && !isSmallCircuit(circuit) ? 'chargeAboveCategoryLimit' : null;
}
