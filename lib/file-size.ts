/** Decimal units, largest first (1 kB = 1000 B, as file managers and browsers count them). */
const units = [
  ['megabyte', 1_000_000],
  ['kilobyte', 1_000],
  ['byte', 1],
] as const;

/**
 * A file size as the arguments of the locale's number format (`format.number(...fileSize(bytes))`):
 * the largest unit that keeps the number at least 1, one decimal at most.
 */
export function fileSize(bytes: number) {
  const [unit, size] = units.find(([, size]) => bytes >= size) ?? units[units.length - 1];
  return [bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }] as const;
}
