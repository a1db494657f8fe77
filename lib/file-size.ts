/**
 * Units of 1024, largest first, as the upload limits are set (contracts/upload-limits.ts: 20 MB = 20 × 1024 × 1024
 * bytes), so that a file at the limit reads "20 MB", not "21 MB".
 */
const units = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
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
