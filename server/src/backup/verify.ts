import { archiveEntries, hashing, type Digest } from './archive';
import { expectedEntries, MANIFEST_PATH, manifestSchema, type Manifest } from './manifest';
import { knownMigrations } from './migrations';

/**
 * An archive or a database that restore will not touch; `problems` says every reason, one per line. Refused by
 * verifyArchive or before the migrations, nothing was written; refused while loading, the tables are rolled back.
 */
export class RestoreRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`restore refused:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'RestoreRefused';
  }
}

export type VerifiedArchive = { file: string; manifest: Manifest };

/**
 * Reads the whole archive before anything is written: a readable manifest of this format, a migration this code
 * has, and every entry the manifest names present once with its size and SHA-256, and no other. Restore reads the
 * archive again and checks each entry once more as it loads it (the file could change in between).
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const found = new Map<string, Digest>();
  let manifestText: string | undefined;
  try {
    for await (const entry of archiveEntries(file)) {
      if (entry.type !== 'file') throw new RestoreRefused([`${entry.name}: a ${entry.type}, not a file`]);
      if (found.has(entry.name) || (entry.name === MANIFEST_PATH && manifestText !== undefined))
        throw new RestoreRefused([`${entry.name}: twice in the archive`]);
      const { chunks, digest } = hashing(entry.body);
      const bytes: Buffer[] = [];
      for await (const chunk of chunks) if (entry.name === MANIFEST_PATH) bytes.push(chunk);
      if (entry.name === MANIFEST_PATH) manifestText = Buffer.concat(bytes).toString('utf8');
      else found.set(entry.name, digest());
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused([`${file}: not a readable tar archive (${(error as Error).message})`]);
  }
  const manifest = parseManifest(manifestText);
  const problems: string[] = [];
  if (!(await knownMigrations()).some((m) => m.tag === manifest.migration)) {
    problems.push(`migration ${manifest.migration}: not one of this version's migrations (the archive was made by a newer version)`);
  }
  const expected = expectedEntries(manifest);
  for (const [name, want] of expected) {
    const got = found.get(name);
    if (!got) problems.push(`${name}: missing from the archive`);
    else if (got.size !== want.size || got.sha256 !== want.sha256) problems.push(`${name}: does not match its checksum in ${MANIFEST_PATH}`);
  }
  for (const name of found.keys()) if (!expected.has(name)) problems.push(`${name}: not in ${MANIFEST_PATH}`);
  if (problems.length) throw new RestoreRefused(problems);
  return { file, manifest };
}

function parseManifest(text: string | undefined): Manifest {
  if (text === undefined) throw new RestoreRefused([`${MANIFEST_PATH}: missing from the archive`]);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefused([`${MANIFEST_PATH}: not JSON`]);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new RestoreRefused(parsed.error.issues.map((i) => `${MANIFEST_PATH}: ${i.path.join('.')}: ${i.message}`));
  return parsed.data;
}
