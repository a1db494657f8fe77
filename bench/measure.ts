import autocannon from 'autocannon';

/** One autocannon run: throughput, latency percentiles (from every response time), body size and failures. */
export type Measure = { label: string; rps: number; p50: number; p95: number; p99: number; bytes: number; errors: number };

/** The `p`th percentile of sorted times. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function load(
  label: string,
  url: string,
  paths: string[],
  o: { duration: number; connections: number; headers?: Record<string, string> },
): Promise<Measure> {
  let i = 0;
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: o.connections,
    duration: o.duration,
    ...(o.headers ? { headers: o.headers } : {}),
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

export const row = (m: Measure) =>
  `| ${m.label} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(2)} | ${m.p95.toFixed(2)} | ${m.p99.toFixed(2)} | ${(m.bytes / 1024).toFixed(1)} KiB | ${m.errors} |`;
export const header = '| run | req/s | p50 ms | p95 ms | p99 ms | body | errors |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |';

/** A demo account's session on a benchmark's server (the seed's password): its access token and user id. */
export async function signIn(url: string, phone: string) {
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'demo12345' }),
  });
  const body = (await res.json()) as { data: { accessToken: string; user: { id: number } } };
  return { token: body.data.accessToken, id: body.data.user.id };
}
