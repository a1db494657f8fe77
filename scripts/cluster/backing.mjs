// What the cluster's copies share, all on loopback: a fresh PostgreSQL database, a Redis of its own and an
// S3-compatible bucket (s3rver, as tests/api/backup.test.ts uses).
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startService } from '../stack.mjs';

export const BUCKET = 'portal';

/** Drops and creates `name` on the server of `adminUrl`; answers its connection string. */
export async function freshDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A Redis of the cluster's own (nothing saved to disk): the socket.io adapter's channels and the rate-limit counters
 * then meet no other stack's on the same machine.
 */
export function startRedis(port) {
  return startService('redis', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env, {
    command: 'redis-server',
    stdio: 'ignore',
  });
}

/** s3rver in this process, with the uploads bucket, keeping its objects under `dir`. */
export async function startBucket(port, dir) {
  const s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
  await s3.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => s3.close(),
  };
}
