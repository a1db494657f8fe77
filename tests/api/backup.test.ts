import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationRoutes } from '../../contracts';
import { archiveEntries } from '../../server/src/backup/archive';
import { backup } from '../../server/src/backup/backup';
import { BUCKET_PREFIX, DISK_PREFIX, type Manifest } from '../../server/src/backup/manifest';
import { knownMigrations } from '../../server/src/backup/migrations';
import { restoreArchive } from '../../server/src/backup/restore';
import { RestoreRefused, verifyArchive } from '../../server/src/backup/verify';
import { openPostgres } from '../../server/src/db/client';
import type { Db } from '../../server/src/db/client';
import { DERIVED_TABLES } from '../../server/src/db/derived-tables';
import { rowsOf } from '../../server/src/db/rows';
import { transaction } from '../../server/src/db/transaction';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';
import { adminQuery, withDatabase } from './seeded-database';
import { pdfBytes, pngBytes, uploadInChunks } from './upload-client';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let dir: string;
let source: TestServer;
let target: TestServer;
let archive: string;
let manifest: Manifest;
let photo: Buffer;
let photoKey: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every table's rows as PostgreSQL writes them, by table. */
async function tableRows(db: Db, tables: string[]) {
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await rowsOf<{ line: string }>(db, sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t order by row_to_json(t)::text`);
    all[table] = rows.map((r) => r.line);
  }
  return all;
}

/** The SHA-256 of every file under `folder`, by storage key. */
async function fileSums(folder: string) {
  const sums: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums[path.relative(folder, file)] = sha256(await readFile(file));
  }
  return sums;
}

/** A copy of the archive with each entry's bytes as `change` makes them. */
async function rewritten(name: string, change: (entry: string, bytes: Buffer) => Buffer) {
  const out = path.join(dir, name);
  const tar = pack();
  const written = pipeline(tar, createWriteStream(out));
  for await (const entry of archiveEntries(archive)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const bytes = change(entry.name, Buffer.concat(chunks));
    tar.entry({ name: entry.name, size: bytes.length }, bytes);
  }
  tar.finalize();
  await written;
  return out;
}

const flipped = (bytes: Buffer) => {
  const copy = Buffer.from(bytes);
  copy[copy.length >> 1] ^= 1;
  return copy;
};

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestoreRefused);
  return (error as RestoreRefused).problems;
}

const signedVersions = (db: Db) =>
  rowsOf<{ installationId: number; fingerprint: string }>(
    db,
    sql`select installation_id as "installationId", fingerprint from installation_versions where signed_at is not null order by installation_id, version`,
  );

/** A photo through the upload protocol, claimed as a record's, and a document left unclaimed (its row and its bytes). */
async function uploadFiles(server: TestServer) {
  const { accessToken, user } = await newAccount(server);
  // One chunk each: a bucket takes parts of 5 MiB at least, but for the last.
  const { path: photoPath } = await uploadInChunks([server], accessToken, photo, photo.length, 'site.png');
  const [stored] = await transaction(server.app.db, (tx) =>
    server.app.services.uploads.claim(tx, { id: user.id, role: 'USER' }, [photoPath], { kind: 'photos' }),
  );
  const pdf = await pdfBytes();
  await uploadInChunks([server], accessToken, pdf, pdf.length, 'plan.pdf');
  return stored.key;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-test-'));
  photo = await pngBytes();
  source = await startServer(ACCOUNTS_ENV);
  photoKey = await uploadFiles(source);
  archive = path.join(dir, 'backup.tar');
  manifest = await backup({ database: source.app.database, config: source.config, file: archive });
  // A new deployment: migrated and seeded as production is (reference data, no accounts).
  target = await startServer({ ...ACCOUNTS_ENV, SEED_DEMO: 'false' });
});

afterAll(async () => {
  await target?.close();
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run backup: one tar archive with a manifest', () => {
  it('names the migration, every table with its row count and checksum, and every file with its size and checksum', async () => {
    expect(manifest.migration).toBe((await knownMigrations()).at(-1)!.tag);
    const [{ count }] = await rowsOf<{ count: number }>(source.app.db, sql`select count(*)::int as count from installations`);
    expect(manifest.tables.find((t) => t.name === 'installations')?.rows).toBe(count);
    expect(manifest.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'installation_versions', 'temp_files', 'audit_log']));
    expect(manifest.files).toContainEqual({ path: DISK_PREFIX + photoKey, size: photo.length, sha256: sha256(photo) });
    expect(manifest.files.filter((f) => f.path.startsWith(`${DISK_PREFIX}temp/`))).toHaveLength(1);
    // The archive's own entries, in order: tables, files, then the manifest.
    const names: string[] = [];
    for await (const entry of archiveEntries(archive)) names.push(entry.name);
    expect(names.at(-1)).toBe('manifest.json');
    expect(names).toEqual([...manifest.tables.map((t) => `tables/${t.name}.jsonl`), ...manifest.files.map((f) => f.path), 'manifest.json']);
  });
});

describe('npm run restore: checks first, then brings everything back into a new deployment', () => {
  it('refuses a changed table, a changed file, an unknown migration and a missing entry, before writing anything', async () => {
    const table = await rewritten('table.tar', (name, bytes) => (name === 'tables/installation_versions.jsonl' ? flipped(bytes) : bytes));
    expect(await refusal(verifyArchive(table))).toEqual([`tables/installation_versions.jsonl: does not match its checksum in manifest.json`]);
    const file = await rewritten('file.tar', (name, bytes) => (name === DISK_PREFIX + photoKey ? flipped(bytes) : bytes));
    expect(await refusal(verifyArchive(file))).toEqual([`${DISK_PREFIX + photoKey}: does not match its checksum in manifest.json`]);
    const future = await rewritten('future.tar', (name, bytes) =>
      name === 'manifest.json' ? Buffer.from(JSON.stringify({ ...manifest, migration: '9999_from_the_future' })) : bytes,
    );
    expect((await refusal(verifyArchive(future)))[0]).toMatch(/^migration 9999_from_the_future: not one of this version's migrations/);
    const unlisted = await rewritten('unlisted.tar', (name, bytes) =>
      name === 'manifest.json' ? Buffer.from(JSON.stringify({ ...manifest, files: manifest.files.filter((f) => f.path !== DISK_PREFIX + photoKey) })) : bytes,
    );
    expect(await refusal(verifyArchive(unlisted))).toEqual([`${DISK_PREFIX + photoKey}: not in manifest.json`]);
    expect(await refusal(verifyArchive(path.join(dir, 'nothing.tar')))).toEqual([expect.stringContaining('not a readable tar archive')]);
  });

  it('refuses a deployment in use (accounts, installations) unless forced', async () => {
    expect(await refusal(restoreArchive(await verifyArchive(archive), { database: source.app.database, config: source.config }))).toEqual([
      'table users has rows: the deployment is in use (--force replaces its data)',
      'table installations has rows: the deployment is in use (--force replaces its data)',
    ]);
  });

  it('restores every row with its id, every signed fingerprint and every file into a new deployment', async () => {
    const tables = manifest.tables.map((t) => t.name);
    const before = await tableRows(source.app.db, tables);
    const result = await restoreArchive(await verifyArchive(archive), { database: target.app.database, config: target.config });
    expect(result).toEqual({ tables: tables.length, rows: manifest.tables.reduce((n, t) => n + t.rows, 0), files: manifest.files.length });

    const after = await tableRows(target.app.db, tables);
    for (const table of tables) expect(after[table], table).toEqual(before[table]);
    // The derived sums are not archived: the restore counts them again from the rows it loaded.
    expect(tables.filter((t) => DERIVED_TABLES.includes(t))).toEqual([]);
    const sums = (db: Db) =>
      rowsOf<{ chats: unknown; readers: unknown }>(
        db,
        sql`select (select json_agg(t order by slot) from chat_totals t) as chats,
                   (select json_agg(r order by user_id) from chat_reader_totals r where seen <> 0) as readers`,
      );
    const [restored] = await sums(target.app.db);
    expect(restored.readers).not.toBeNull();
    expect(restored).toEqual((await sums(source.app.db))[0]);
    const signed = await signedVersions(target.app.db);
    expect(signed.length).toBeGreaterThan(0);
    expect(signed).toEqual(await signedVersions(source.app.db));

    const sourceFiles = await fileSums(source.config.uploadDir);
    expect(sourceFiles[photoKey]).toBe(sha256(photo));
    expect(await fileSums(target.config.uploadDir)).toMatchObject(sourceFiles);

    // The restored API: the demo accounts sign in with their passwords, the card shows the signed record, and new rows
    // take ids past the restored ones.
    const admin = await login(target, DEMO.admin);
    const { installationId, fingerprint } = signed[0];
    const card = await target.call(installationRoutes.card, { params: { id: installationId }, token: admin.accessToken });
    expect(card.status).toBe(200);
    expect(card.data.signature.fingerprint).toBe(fingerprint);
    const { user } = await newAccount(target);
    const [{ max }] = await rowsOf<{ max: number }>(source.app.db, sql`select max(id)::int as max from users`);
    expect(user.id).toBeGreaterThan(max);
  });

  it('replaces a deployment in use only with --force, and never over an audit log (append-only)', async () => {
    const verified = await verifyArchive(archive);
    expect(await refusal(restoreArchive(verified, { database: target.app.database, config: target.config }))).toContain(
      'table users has rows: the deployment is in use (--force replaces its data)',
    );
    await restoreArchive(verified, { database: target.app.database, config: target.config, force: true });
    const [{ users }] = await rowsOf<{ users: number }>(target.app.db, sql`select count(*)::int as users from users`);
    expect(users).toBe(manifest.tables.find((t) => t.name === 'users')!.rows);

    await target.app.db.execute(sql`insert into audit_log (at, action, subject_type, subject_id) values (now(), 'user.block', 'user', 1)`);
    expect(await refusal(restoreArchive(verified, { database: target.app.database, config: target.config, force: true }))).toEqual([
      'audit_log has rows and is append-only, even with --force: restore into a new database',
    ]);
  });
});

describe('the commands', () => {
  it('restore a tampered archive: exit 1, nothing written; restore and back up again: the same tables and files', { timeout: 180_000 }, async () => {
    const pgUrl = process.env.TEST_DATABASE_URL;
    const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
    const dataDir = path.join(dir, 'cli-data');
    const env = {
      ...process.env,
      NODE_ENV: 'test' as const,
      LOG_LEVEL: 'silent',
      UPLOAD_DIR: path.join(dir, 'cli-uploads'),
      ...(pgUrl ? { DATABASE_URL: withDatabase(pgUrl, name) } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    };
    const cli = async (script: string, args: string[]) => {
      try {
        const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], { cwd: root, env });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    };
    if (pgUrl) await adminQuery(pgUrl, `create database ${name}`);
    try {
      const tampered = await rewritten('cli-tampered.tar', (entry, bytes) => (entry === 'tables/users.jsonl' ? flipped(bytes) : bytes));
      const refused = await cli('restore', ['--', tampered]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('tables/users.jsonl: does not match its checksum in manifest.json');
      if (pgUrl) {
        const database = await openPostgres(withDatabase(pgUrl, name));
        const [{ tables }] = await rowsOf<{ tables: number }>(database.db, sql`select count(*)::int as tables from pg_tables where schemaname = 'public'`);
        await database.close();
        expect(tables).toBe(0);
      } else {
        await expect(access(dataDir)).rejects.toThrow();
      }

      const restored = await cli('restore', ['--', archive]);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toContain(`${manifest.tables.length} table(s)`);
      const again = path.join(dir, 'again.tar');
      const backedUp = await cli('backup', ['--', again]);
      expect(backedUp.stderr).toBe('');
      expect(backedUp.code).toBe(0);
      const { manifest: second } = await verifyArchive(again);
      expect(second.tables).toEqual(manifest.tables);
      expect(second.files).toEqual(manifest.files);
      expect(second.migration).toBe(manifest.migration);
    } finally {
      if (pgUrl) await adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
    }
  });
});

describe('uploads in an S3-compatible bucket (s3rver)', () => {
  let s3: S3rver;
  let client: S3Client;
  let endpoint: string;
  const servers: TestServer[] = [];
  // s3rver's fixed credentials.
  const bucketEnv = (bucket: string) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  const objectSum = async (bucket: string, key: string) =>
    sha256(Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray()));

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'before' }, { name: 'after' }],
    });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    client?.destroy();
    await s3?.close();
  });

  it("backs up every object of the bucket and writes each back into the new deployment's bucket", async () => {
    const from = await startServer({ ...ACCOUNTS_ENV, ...bucketEnv('before') });
    servers.push(from);
    const key = await uploadFiles(from);
    const file = path.join(dir, 'bucket.tar');
    const { files } = await backup({ database: from.app.database, config: from.config, file });
    const objects = files.filter((f) => f.path.startsWith(BUCKET_PREFIX));
    expect(objects.map((f) => f.path)).toEqual([BUCKET_PREFIX + key, expect.stringMatching(/^files\/bucket\/temp\//)]);
    expect(objects[0]).toMatchObject({ size: photo.length, sha256: sha256(photo) });

    const to = await startServer({ ...ACCOUNTS_ENV, ...bucketEnv('after'), SEED_DEMO: 'false' });
    servers.push(to);
    const verified = await verifyArchive(file);
    expect(await refusal(restoreArchive(verified, { database: to.app.database, config: { ...to.config, S3_BUCKET: undefined } }))).toEqual([
      'the archive holds files of an S3 bucket: set S3_BUCKET (and its variables) as the backed-up deployment had them',
    ]);
    await restoreArchive(verified, { database: to.app.database, config: to.config });
    for (const object of objects) expect(await objectSum('after', object.path.slice(BUCKET_PREFIX.length))).toBe(object.sha256);
  });
});
