/**
 * A number as people type it: digits with a comma or a point as the decimal mark ("2,4" in Ukrainian and Polish, "2.4"
 * in English), spaces between thousands allowed; NaN for a blank text or anything else ("1e3", "0x10", "x").
 */
export function typedNumber(text: string): number {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}
