import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { maskPhones, maskUrl } from './lib/logging';

/** Scrapes and balancers' checks, every few seconds: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/metrics', '/health']);
const pathOf = (url = '') => url.split('?')[0];

/** An incoming request's path and query as its span keeps them: masked as the logs mask them. */
function incomingUrl(request: IncomingMessage) {
  const [path, query] = maskUrl(request.url ?? '').split('?');
  return { 'url.path': path, ...(query !== undefined && { 'url.query': query }) };
}

/** An outgoing call's URL without its query, which may carry a key (Visicom's) or what a person typed. */
function outgoingUrl(request: { origin: string; path: string }) {
  const url = new URL(request.path, request.origin);
  return { 'url.full': `${url.origin}${url.pathname}`, ...(url.search && { 'url.query': 'REDACTED' }) };
}

/** A Redis command as its span shows it: the command and its key, phones masked (rate limits are counted by phone). */
const redisStatement = (command: string, args: unknown[]) => (/^eval/i.test(command) || !args.length ? command : maskPhones(`${command} ${String(args[0])}`));

/**
 * OpenTelemetry traces of the API, off unless OTEL_EXPORTER_OTLP_ENDPOINT names a collector (docs/observability.md):
 * incoming and outgoing HTTP (the SMS gateway, Visicom, S3), PostgreSQL and Redis calls, sent over OTLP/HTTP. Only
 * traces: the metrics are GET /metrics, the logs stdout. It must start before those modules load: server.ts imports
 * the app only after it. Answers what flushes the spans still buffered and stops (nothing to do when off).
 */
export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return async () => {};
  // The app is ES modules: their imports reach the instrumentations through this loader hook, not through require().
  // The hook must be the very copy the instrumentations use, so it is resolved from where they are installed.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.resolve('@opentelemetry/auto-instrumentations-node'));
  const [{ NodeSDK }, { getNodeAutoInstrumentations }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/auto-instrumentations-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'climate-portal-api',
    // The endpoint and its headers come from the OTEL_EXPORTER_OTLP_* variables.
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      getNodeAutoInstrumentations({
        '@opentelemetry/instrumentation-http': {
          ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(pathOf(request.url)),
          startIncomingSpanHook: incomingUrl,
        },
        '@opentelemetry/instrumentation-undici': { startSpanHook: outgoingUrl },
        '@opentelemetry/instrumentation-ioredis': { dbStatementSerializer: redisStatement },
        // A span per file read, DNS lookup or socket buries the requests' own.
        '@opentelemetry/instrumentation-fs': { enabled: false },
        '@opentelemetry/instrumentation-dns': { enabled: false },
        '@opentelemetry/instrumentation-net': { enabled: false },
      }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
