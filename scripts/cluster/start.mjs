#!/usr/bin/env node
// `npm run stack:cluster`: two web and two API copies behind HAProxy on the usual public ports (WEB_PORT, API_PORT;
// the copies on the next ones), PostgreSQL (a fresh database), a Redis and an S3 bucket of their own. Ctrl-C stops
// everything. A copy that stops (killed by the cluster journeys) is left stopped: the proxy serves from the other.
import { startCluster } from './cluster.mjs';

let cluster = null;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster…');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  cluster = await startCluster();
  for (const name of cluster.names) {
    cluster.child(name).on('exit', (code, signal) => {
      if (!stopping) console.error(`${name} stopped (${signal ?? code}); HAProxy sends its requests to the other copy`);
    });
  }
  const { ports } = cluster;
  console.log(`
  Climate portal cluster is running
    web:   http://localhost:${ports.webPort}  (HAProxy → ${Object.entries(ports.web)
      .map(([n, p]) => `${n} :${p}`)
      .join(', ')})
    API:   http://localhost:${ports.apiPort}  (HAProxy → ${Object.entries(ports.api)
      .map(([n, p]) => `${n} :${p}`)
      .join(', ')})
    database: ${cluster.databaseUrl}; Redis :${ports.redis}; S3 (s3rver) :${ports.bucket}
    HAProxy runtime API: ${cluster.adminSocket}; copies' process ids: ${cluster.stateFile}
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
