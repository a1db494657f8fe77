import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';

const httpLabels = ['method', 'route', 'status_class'] as const;

/**
 * Every metric of the API, served at GET /metrics (plugins/metrics.ts; names and queries in docs/observability.md).
 * One registry per app, not prom-client's global one, so that several apps in one process (the tests) count apart.
 * `pool` reads PostgreSQL's pool when there is one (PGlite has none: no db_pool_* series).
 */
export function createMetrics(options: { pool?: () => PoolStats } = {}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const { pool } = options;
  if (pool) {
    new Gauge({ name: 'db_pool_connections', help: 'Connections the PostgreSQL pool holds open', registers, collect: poolGauge(pool, 'total') });
    new Gauge({ name: 'db_pool_idle_connections', help: 'Open pool connections that wait for a query', registers, collect: poolGauge(pool, 'idle') });
    new Gauge({ name: 'db_pool_waiting_requests', help: 'Queries waiting for a free pool connection', registers, collect: poolGauge(pool, 'waiting') });
  }

  return {
    registry,
    /** Labels: the route's pattern (`/web/installations/:id`, never the URL; `unmatched` for a 404 of no route), `2xx`…`5xx`. */
    httpRequests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: httpLabels, registers }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer',
      labelNames: httpLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    realtimeSockets: new Gauge({ name: 'realtime_open_sockets', help: 'Signed-in realtime sockets open on this API copy', registers }),
    jobRuns: new Counter({ name: 'job_runs_total', help: 'Runs of a scheduled job, failed ones included', labelNames: ['job'] as const, registers }),
    jobFailures: new Counter({ name: 'job_failures_total', help: 'Runs of a scheduled job that failed', labelNames: ['job'] as const, registers }),
    jobDuration: new Histogram({
      name: 'job_duration_seconds',
      help: 'Time a scheduled job run took',
      labelNames: ['job'] as const,
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers,
    }),
    uploadBytes: new Counter({ name: 'upload_received_bytes_total', help: 'Bytes of upload chunks (POST /temp-files) received and stored', registers }),
    /** Labels: `outbox` | `http`, and `sent` | `failed`. */
    smsSent: new Counter({ name: 'sms_sent_total', help: 'SMS handed to the sender', labelNames: ['provider', 'outcome'] as const, registers }),
    /** Labels: `sent`, `gone` (the push service answered 404 or 410: the subscription is deleted) or `failed`. */
    pushSent: new Counter({ name: 'push_sent_total', help: 'Web Push messages handed to a push service', labelNames: ['outcome'] as const, registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const poolGauge = (pool: () => PoolStats, key: keyof PoolStats) =>
  function (this: Gauge) {
    this.set(pool()[key]);
  };
