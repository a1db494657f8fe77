import { z } from 'zod';

/** The archive's last entry (docs/backups.md): what the archive holds and the SHA-256 of every other entry. */
export const MANIFEST_PATH = 'manifest.json';
export const FORMAT = 'climate-portal-backup';
export const FORMAT_VERSION = 1;

/** Where a table's rows are in the archive: one `row_to_json` per line, in primary-key order. */
export const tablePath = (table: string) => `tables/${table}.jsonl`;
/** Files of UPLOAD_DIR and of the S3 bucket, each under its own prefix followed by its storage key. */
export const DISK_PREFIX = 'files/disk/';
export const BUCKET_PREFIX = 'files/bucket/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const size = z.number().int().min(0);
const filePath = z
  .string()
  .refine((p) => (p.startsWith(DISK_PREFIX) || p.startsWith(BUCKET_PREFIX)) && !p.split('/').includes('..'), 'a path under files/disk/ or files/bucket/');

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  /** The last migration of server/drizzle/meta/_journal.json the database had run. */
  migration: z.string(),
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: size, size, sha256 })),
  /** The last value each sequence gave; restore sets it to at least this (and past the table's largest id). */
  sequences: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), lastValue: z.number().int() })),
  files: z.array(z.object({ path: filePath, size, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Every entry the manifest names with its size and checksum: the tables' data files and the stored files. */
export function expectedEntries(manifest: Manifest): Map<string, { size: number; sha256: string }> {
  return new Map([
    ...manifest.tables.map((t) => [tablePath(t.name), { size: t.size, sha256: t.sha256 }] as const),
    ...manifest.files.map((f) => [f.path, { size: f.size, sha256: f.sha256 }] as const),
  ]);
}
