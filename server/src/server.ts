import { startTelemetry } from './telemetry';

// Tracing starts before the modules it instruments are loaded, so the app is imported only after it (docs/observability.md).
const stopTelemetry = await startTelemetry();
const { loadConfig } = await import('./config/env');
const { prepare } = await import('./start');

const config = loadConfig();
const app = await prepare(config, (msg) => console.log(msg));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await stopTelemetry();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.API_HOST, port: config.API_PORT });
console.log(`API ready on ${config.apiPublicUrl} (docs: ${config.apiPublicUrl}/docs, database: ${app.database.kind})`);
