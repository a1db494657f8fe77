/**
 * docs/domain.md#units-per-work-kind: a serial barcode identifies one physical unit and maps to
 * a catalogue block "by its model prefix". The rule (docs/decisions/0023):
 *
 * - A serial is read upper-cased, without spaces or dashes (`aur-09hrn1-i 000123` reads `AUR09HRN1I000123`),
 *   and is then letters A–Z and digits only.
 * - A block's model key is its model (`product_blocks.model`, e.g. `AUR-09HRN1-I`) upper-cased with
 *   everything but letters and digits removed: `AUR09HRN1I`.
 * - A serial is the model key of its block followed by the unit's own number: 6 to 12 letters or digits.
 *   When several model keys are prefixes of one serial (a short model inside a longer one), the longest
 *   wins: it is the most specific block.
 */
export const UNIT_NUMBER_LENGTH = { min: 6, max: 12 } as const;

const ALPHANUMERIC = /^[A-Z0-9]+$/;

/** The serial as stored and compared: upper case, no spaces or dashes. */
export const normalizeSerial = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

/** Whether a normalised serial is made of letters and digits only. */
export const isSerialWellFormed = (serial: string) => ALPHANUMERIC.test(serial);

/** A block model's key (SQL twin: `modelKeySql` in barcodes.ts). */
export const modelKey = (model: string) => model.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The model keys a serial may begin with, longest first: the serial without its last 6 to 12 characters.
 * Empty when the serial is too short to hold a model and a unit number.
 */
export function modelKeysOf(serial: string): string[] {
  const keys: string[] = [];
  for (let tail = UNIT_NUMBER_LENGTH.min; tail <= UNIT_NUMBER_LENGTH.max; tail++) {
    if (serial.length - tail >= 1) keys.push(serial.slice(0, serial.length - tail));
  }
  return keys;
}
