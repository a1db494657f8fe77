import { MAX_BARCODES } from '@/contracts/installations';

/** A serial as the API stores it: upper case, without spaces and dashes (contracts/installations.ts `barcodeSchema`). */
export const normalSerial = (text: string) => text.toUpperCase().replace(/[\s-]+/g, '');

/**
 * The serials in typed or pasted text (one a line, or separated by commas or semicolons), normalised,
 * without those already listed or repeated, and no more than the wizard's limit in all.
 */
export function newSerials(text: string, listed: readonly string[]): string[] {
  const seen = new Set(listed);
  const found: string[] = [];
  for (const part of text.split(/[\n\r,;\t]+/)) {
    const serial = normalSerial(part);
    if (!serial || seen.has(serial)) continue;
    seen.add(serial);
    found.push(serial);
  }
  return found.slice(0, Math.max(0, MAX_BARCODES - listed.length));
}
