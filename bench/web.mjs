#!/usr/bin/env node
// Benchmarks of the web app (the catalogue issue's figures), against the real stack started here:
//   node bench/web.mjs ssr          SSR /products (a filter + sort) vs a static file of the same size served by
//                                   the same web server, with its page cache and without; autocannon, 10
//                                   connections, runs interleaved
//   node bench/web.mjs lighthouse   Lighthouse (mobile) on /, /products and a product page, with Lighthouse's Chrome switches
//                                   and with Chrome's own default for RenderDocument, run by run; and on the host's
//                                   reference, the smallest Next.js page (bench/reference-app), whose score is what this
//                                   machine allows any page of the same Next and React
//   node bench/web.mjs page         the signed-in pages (/installations, /chats, /calendar as the demo installer, and a
//                                   phone's start page, /profile?section=installations at 375 px) beside
//                                   the reference page: the JavaScript each loads at first (brotli bytes, as this web
//                                   server sends it and as brotli-11 of the same files), how the first request of each
//                                   script was encoded, and the time to the first byte (sequential requests, p50/p95)
//   node bench/web.mjs paint        when the signed-in phone pages paint in Chromium itself (375 px, the CPU slowed
//                                   --cpu-slowdown times, 4 unless given; no network throttling): the browser's own first
//                                   paint and largest-paint entries, median of --paint-runs=7 loads per page, the
//                                   reference page beside them; and the main thread's long tasks (all, and what those
//                                   after the first paint ran beyond 50 ms: Lighthouse's total blocking time, observed)
//   node bench/web.mjs standin      a phone (375 px, CPU 4x slower unless --cpu-slowdown, Lighthouse's slow 4G: 150 ms
//                                   round trips, 1.6 Mbit/s) opening /installations signed in: with the hint Chromium
//                                   sends (Sec-CH-UA-Mobile: ?1) the proxy redirects it to the profile section standing in
//                                   for the page; with ?0 (as before the redirect, or a narrowed desktop window) the wide
//                                   page renders and replaces itself. Time until the
//                                   section's first row shows, and whether the wide list showed first; median of
//                                   --paint-runs=7 loads each, alternating
//   node bench/web.mjs              ssr and lighthouse
// Options: --duration=10 --connections=10 --runs=2 --lh-runs=3 (Lighthouse runs per page, the median is reported)
//   --pages=/,/products (Lighthouse only on these; `product` stands for the first product's page, `reference` for the
//   reference page; default /,/products,product,reference)
//   --detail (page only: every script of every page, largest first)
//   --cpu-slowdown=4 (Lighthouse's CPU slowdown, 4 in its mobile preset; bench/README.md tells how to fit it to a host).
//   --signed-in (Lighthouse only: every page but `reference` as the demo installer, signed in afresh before each page's
//   audits, e.g. `lighthouse --signed-in --pages=reference,/installations,/chats,/calendar`).
//   Needs /usr/bin/chromium for Lighthouse (CHROME_PATH overrides).
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { Launcher } from 'chrome-launcher';
import { buildWebIfNeeded, root, run as runProgram, stackEnv, startService, stopService, waitForUrl } from '../scripts/stack.mjs';

// Every `--name=value` (split at its first `=`: a page's query keeps its own) and `--flag`, none declared.
const args = parseArgs({ strict: false }).values;
const modes = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const run = (mode) => (modes.length === 0 && !['page', 'paint', 'standin'].includes(mode)) || modes.includes(mode);
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 10);
const runs = Number(args.runs ?? 2);
const lhRuns = Number(args['lh-runs'] ?? 3);
const cpuSlowdown = args['cpu-slowdown'] === undefined ? undefined : Number(args['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown must be a number of at least 1, got ${args['cpu-slowdown']}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
const env = stackEnv({
  ...process.env,
  API_PORT: '4620',
  WEB_PORT: '3620',
  DATA_DIR: dataDir,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
});
const web = `http://127.0.0.1:${env.WEB_PORT}`;
const referencePort = '3621';
const services = [];

/** The production web server (Next behind the page cache); `pageCacheMb: 0` runs it without the cache. */
async function startWeb({ pageCacheMb } = {}) {
  const webEnv = pageCacheMb === undefined ? env : { ...env, PAGE_CACHE_MB: String(pageCacheMb) };
  const server = startService('web', [path.join(root, 'web-server/index.mjs')], webEnv);
  services.push(server);
  await waitForUrl(`${web}/version`, { child: server });
  return server;
}

async function restartWeb(options) {
  await stopService(services.pop());
  await startWeb(options);
}

/** The reference page (bench/reference-app): built on every run, as it takes seconds, and served by `next start`. */
async function startReference() {
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const dir = path.join(root, 'bench/reference-app');
  await runProgram(process.execPath, [next, 'build', dir], env);
  const server = startService('reference', [next, 'start', dir, '-p', referencePort], env);
  services.push(server);
  await waitForUrl(`http://127.0.0.1:${referencePort}/`, { child: server });
}

async function startStack() {
  const api = startService('api', ['--import', 'tsx', 'server/src/server.ts'], { ...env, NODE_ENV: 'development' });
  services.push(api);
  await waitForUrl(`http://127.0.0.1:${env.API_PORT}/health`, { child: api });
  await buildWebIfNeeded(env);
  await startWeb();
}

const p95 = (result) => (result.latency.p97_5 !== undefined ? interpolate(result.latency) : result.latency.p99);
/** autocannon reports p90 and p97.5; p95 lies between them (linear interpolation). */
function interpolate(latency) {
  return latency.p90 + ((latency.p97_5 - latency.p90) * (95 - 90)) / (97.5 - 90);
}

async function cannon(url) {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p95: p95(result),
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
    errors: result.errors + result.non2xx,
  };
}

/** Static and SSR runs interleaved; the ratio comes from the runs of one server. */
async function compare(label, ssrUrl, staticUrl, htmlBytes) {
  for (const url of [ssrUrl, staticUrl]) await autocannon({ url, connections, duration: 2 }); // warm-up
  const rows = [];
  for (let i = 0; i < runs; i += 1) {
    rows.push({ run: i + 1, kind: 'static', ...(await cannon(staticUrl)) });
    rows.push({ run: i + 1, kind: 'ssr', ...(await cannon(ssrUrl)) });
  }
  const mean = (kind, key) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r[key], 0) / runs;
  console.log(
    `\n${label}: SSR ${ssrUrl.slice(web.length)} vs the same ${htmlBytes} bytes as a static file (${connections} connections, ${duration} s x ${runs} interleaved)`,
  );
  console.table(rows.map((r) => ({ ...r, rps: Math.round(r.rps), p95: Number(r.p95.toFixed(1)), bytes: Math.round(r.bytes) })));
  console.log(
    `ratio ssr/static req/s: ${(mean('ssr', 'rps') / mean('static', 'rps')).toFixed(2)}x (target >= 0.5x); p95 ssr ${mean('ssr', 'p95').toFixed(1)} ms, static ${mean('static', 'p95').toFixed(1)} ms`,
  );
}

async function ssr() {
  // A real filter: the first value of the first facet the API offers.
  const { data } = await (await fetch(`http://127.0.0.1:${env.API_PORT}/web/catalog/products?perPage=1`)).json();
  const [facet] = data.filters;
  const ssrPath = `/products?sort[price]=asc&filter[0][property]=${facet.propertyId}&filter[0][values][]=${facet.values[0].valueId}`;
  const html = await (await fetch(web + ssrPath)).text();
  // The same bytes as a public file; Next lists public/ when it starts, so the web server restarts.
  const staticDir = path.join(root, 'public', 'bench-static');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(path.join(staticDir, 'products.html'), html);
  const staticPath = '/bench-static/products.html';
  try {
    await restartWeb();
    const check = await fetch(web + staticPath);
    if (check.status !== 200) throw new Error(`the static copy answers ${check.status}`);
    await compare('As deployed (page cache on)', web + ssrPath, web + staticPath, html.length);
    await restartWeb({ pageCacheMb: 0 });
    await compare("Page cache off (every request through the proxy and Next's page cache)", web + ssrPath, web + staticPath, html.length);
    await restartWeb();
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
  }
}

const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/**
 * Lighthouse's launcher switches Chrome's RenderDocument off (GoogleChrome/lighthouse#16363). On this machine that
 * holds the first paint of a new document back by about a second in most runs, even of a copy of the page without any
 * script (bench/README.md), and Lantern then counts everything that ran meanwhile as work before the paint. Each page
 * is therefore audited both ways, run by run: with Lighthouse's switches as they are, and with Chrome's own default
 * (the launcher's list of disabled features without RenderDocument; the last --disable-features wins).
 */
const launcherFeatures = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='));
// A launcher that stops passing the list would otherwise run the second configuration with "undefined" as a switch.
if (!launcherFeatures) throw new Error('chrome-launcher no longer passes --disable-features: revisit the RenderDocument configuration');
const chromeDefaultFeatures = launcherFeatures.replace(/,?RenderDocument\b/, '');
const configurations = [
  { name: 'Lighthouse as shipped', flags: chromeFlags },
  { name: "RenderDocument on (Chrome's default)", flags: `${chromeFlags} ${chromeDefaultFeatures}` },
];

/**
 * One Lighthouse run (mobile preset, or its CPU slowdown replaced) of a page; the report is written to `file` and returned.
 * `headers` (a file of JSON) go with every request: a signed-in page's cookies.
 */
async function audit(page, file, flags = chromeFlags, headers) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const chrome = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const slowdown = cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`];
  const extra = headers ? [`--extra-headers=${headers}`] : [];
  const url = page === 'reference' ? `http://127.0.0.1:${referencePort}/` : web + page;
  await promisify(execFile)(
    process.execPath,
    [cli, url, '--quiet', `--chrome-flags=${flags}`, '--output=json', `--output-path=${file}`, '--form-factor=mobile', ...slowdown, ...extra],
    { env: chrome, maxBuffer: 1 << 26 },
  );
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Audits the page once, unreported, so that the audits measure what visitors after the first get: the page
 * from the cache, the build assets brotli-compressed (in the background after their first request) and the
 * photos already optimised for the phone's screen.
 */
async function warmUp(page, out, headers) {
  await audit(page, path.join(out, 'warm-up.json'), chromeFlags, headers);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the background compression
}

/** The median run by performance score, as a table row. */
function summary(page, configuration, reports) {
  const sorted = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const report = sorted[Math.floor(sorted.length / 2)];
  const score = (c) => Math.round(report.categories[c].score * 100);
  return {
    page,
    chrome: configuration.name,
    performance: score('performance'),
    'all runs': reports.map((r) => Math.round(r.categories.performance.score * 100)).join('/'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    LCP_ms: Math.round(report.audits['largest-contentful-paint'].numericValue),
    TBT_ms: Math.round(report.audits['total-blocking-time'].numericValue),
    CLS: report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

async function lighthouse() {
  const products = await (await fetch(`http://127.0.0.1:${env.API_PORT}/web/catalog/products?perPage=1`)).json();
  const productPage = `/products/${products.data.products.data[0].id}`;
  const pages = (args.pages?.split(',') ?? ['/', '/products', 'product', 'reference']).map((p) => (p === 'product' ? productPage : p));
  if (pages.includes('reference')) await startReference();
  const out = mkdtempSync(path.join(tmpdir(), 'portal-lh-'));
  const rows = [];
  for (const page of pages) {
    // A signed-in page's audits carry fresh session cookies (the access token lives 15 minutes).
    let headers;
    if ('signed-in' in args && page !== 'reference') {
      headers = path.join(out, 'cookies.json');
      writeFileSync(headers, JSON.stringify({ Cookie: (await signIn()).header }));
    }
    await warmUp(page, out, headers);
    // Lighthouse varies a lot between runs on a small machine: each page runs lhRuns times per configuration, the
    // configurations alternating, and the median score is kept.
    const reports = configurations.map(() => []);
    for (let i = 0; i < lhRuns; i += 1) {
      for (const [c, configuration] of configurations.entries()) {
        const report = await audit(page, path.join(out, `${rows.length / configurations.length}-${c}-${i}.json`), configuration.flags, headers);
        const metric = (id) => Math.round(report.audits[id].numericValue);
        const observed = report.audits.metrics.details.items[0];
        console.log(
          `${page} run ${i + 1}, ${configuration.name}: performance ${Math.round(report.categories.performance.score * 100)}, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms (observed, unthrottled: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms)`,
        );
        reports[c].push(report);
      }
    }
    configurations.forEach((configuration, c) => rows.push(summary(page, configuration, reports[c])));
  }
  const slowdown = cpuSlowdown === undefined ? '4x CPU slowdown' : `${cpuSlowdown}x CPU slowdown instead of the preset's 4x`;
  console.log(`\nLighthouse (mobile preset: simulated slow 4G and ${slowdown}); reports in`, out);
  console.table(rows);
}

/** One GET: the status, headers, the body's bytes as sent (not decoded) and the time to the response's first byte. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { headers }, (res) => {
      const ttfb = performance.now() - started;
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ttfb }));
    });
    req.on('error', reject);
    req.end();
  });
}

const brotli11 = (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/**
 * The JavaScript a page loads in Chromium until the network is idle (its first scripts and what they load at once):
 * brotli-11 bytes of each file (the same measure for any server), the bytes this server sent on a later visit, and
 * how each script was encoded on the very first request to the server (before it had compressed the file).
 */
async function scriptWeight(browser, pageUrl, cookies, contextOptions = {}) {
  const load = async () => {
    const context = await browser.newContext(contextOptions);
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const answer = await page.goto(pageUrl, { waitUntil: 'networkidle' });
    if (answer?.status() !== 200 || new URL(page.url()).pathname !== new URL(pageUrl).pathname)
      throw new Error(`${pageUrl} answered ${answer?.status()} at ${page.url()}`);
    const files = await Promise.all(
      scripts.map(async (response) => ({
        url: response.url(),
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
        sent: (await response.request().sizes()).responseBodySize,
        body: await response.body(),
      })),
    );
    await context.close();
    return files;
  };
  const first = await load();
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the server's background compression
  const later = await load();
  if ('detail' in args) {
    console.log(`\n${pageUrl}: each script (brotli-11 KB, raw KB, how the first visit got it)`);
    for (const f of [...later].sort((a, b) => b.body.length - a.body.length))
      console.log(`  ${kb(brotli11(f.body))}\t${kb(f.body.length)}\t${first.find((g) => g.url === f.url)?.encoding ?? '?'}\t${new URL(f.url).pathname}`);
  }
  return {
    scripts: later.length,
    rawKB: kb(later.reduce((sum, f) => sum + f.body.length, 0)),
    brotli11KB: kb(later.reduce((sum, f) => sum + brotli11(f.body), 0)),
    sentKB: kb(later.reduce((sum, f) => sum + f.sent, 0)),
    firstVisitEncodings: [...new Set(first.map((f) => f.encoding))].join('+'),
  };
}

/** The page's HTML as this user gets it: raw and brotli-11 bytes (most of a signed-in page's is React's payload). */
async function htmlWeight(url, headers) {
  const page = await get(url, headers);
  return { htmlKB: kb(page.body.length), htmlBrotliKB: kb(brotli11(page.body)) };
}

async function ttfb(url, headers, count = 50) {
  for (let i = 0; i < 5; i += 1) await get(url, headers); // warm-up
  const times = [];
  for (let i = 0; i < count; i += 1) times.push((await get(url, { ...headers, 'accept-encoding': 'br, gzip' })).ttfb);
  return { ttfbP50: Number(quantile(times, 0.5).toFixed(1)), ttfbP95: Number(quantile(times, 0.95).toFixed(1)) };
}

/** Signs the demo installer (README.md#demo-accounts, who sees all three pages) in: the session's cookies, as a browser's and as a header. */
async function signIn() {
  const login = await fetch(`${web}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', origin: web },
    body: JSON.stringify({ phone: '380500000002', password: 'demo12345' }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const setCookies = login.headers.getSetCookie().map((c) => c.split(';')[0].split('='));
  return {
    cookies: setCookies.map(([name, ...value]) => ({ name, value: value.join('='), url: web })),
    header: setCookies.map(([name, ...value]) => `${name}=${value.join('=')}`).join('; '),
  };
}

async function signedInPages() {
  await startReference();
  const session = await signIn();
  const cookies = session.cookies;
  const cookieHeader = { cookie: session.header };
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const reference = `http://127.0.0.1:${referencePort}/`;
    const rows = [
      {
        page: 'reference (smallest Next page)',
        ...(await scriptWeight(browser, reference, [])),
        ...(await htmlWeight(reference, {})),
        ...(await ttfb(reference, {})),
      },
    ];
    rows.push({ page: '/version (bare route of this web server)', ...(await ttfb(`${web}/version`, {})) });
    // A phone's start page at a phone's width (on a wide screen the profile shows its own forms instead).
    const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
    for (const [page, contextOptions] of [['/installations'], ['/chats'], ['/calendar'], ['/profile?section=installations', phone]]) {
      rows.push({
        page: `${page} (signed in${contextOptions ? ', 375 px' : ''})`,
        ...(await scriptWeight(browser, web + page, cookies, contextOptions)),
        ...(await htmlWeight(web + page, cookieHeader)),
        ...(await ttfb(web + page, cookieHeader)),
      });
    }
    const base = rows[0].brotli11KB;
    console.log('\nSigned-in pages beside the reference page (JavaScript loaded until the network is idle; TTFB of 50 sequential requests)');
    console.table(rows.map((r) => ({ ...r, ...(r.brotli11KB ? { 'x reference': Number((r.brotli11KB / base).toFixed(2)) } : {}) })));
  } finally {
    await browser.close();
  }
}

/** One load of a page in a fresh context at phone width: the browser's first-contentful-paint and last largest-contentful-paint entries. */
async function paintTimes(browser, pageUrl, cookies) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown ?? 4 });
  await page.addInitScript(() => {
    window.__lcp = [];
    window.__long = [];
    new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => ({ t: e.startTime, d: e.duration })))).observe({
      type: 'longtask',
      buffered: true,
    });
    new PerformanceObserver((list) =>
      window.__lcp.push(...list.getEntries().map((e) => ({ t: e.startTime, tag: e.element?.tagName ?? '', size: e.size }))),
    ).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
  const answer = await page.goto(pageUrl, { waitUntil: 'networkidle' });
  if (answer?.status() !== 200) throw new Error(`${pageUrl} answered ${answer?.status()}`);
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp.at(-1),
    long: window.__long,
  }));
  await context.close();
  // Lighthouse's total blocking time counts what each task after the first paint ran beyond 50 ms; the sum of the long tasks beside it.
  const afterPaint = times.long.filter((task) => task.t >= times.fcp);
  return {
    fcp: times.fcp,
    lcp: times.lcp?.t ?? NaN,
    blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, task.d - 50), 0),
    longTasks: times.long.reduce((sum, task) => sum + task.d, 0),
    element: times.lcp ? `${times.lcp.tag} ${Math.round(times.lcp.size)} px²` : '',
  };
}

async function paint() {
  await startReference();
  const { cookies } = await signIn();
  const runsPerPage = Number(args['paint-runs'] ?? 7);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const pages = [
    ['reference (smallest Next page)', `http://127.0.0.1:${referencePort}/`, []],
    // A phone's start pages (a phone opening /installations or /chats is sent on to these).
    ...['/profile?section=installations', '/profile?section=appeals'].map((page) => [`${page} (signed in)`, web + page, cookies]),
  ];
  const samples = new Map(pages.map(([name]) => [name, []]));
  try {
    for (const [, url, pageCookies] of pages) await paintTimes(browser, url, pageCookies); // warm-up: compiled and compressed
    // Pages alternate run by run, so that a slower minute of the host falls on all of them.
    for (let i = 0; i < runsPerPage; i += 1) for (const [name, url, pageCookies] of pages) samples.get(name).push(await paintTimes(browser, url, pageCookies));
  } finally {
    await browser.close();
  }
  // A load whose browser gave no such entry (NaN) is left out of that median.
  const median = (values) =>
    Math.round(
      quantile(
        values.filter((v) => !Number.isNaN(v)),
        0.5,
      ),
    );
  console.log(
    `\nPaint times in Chromium (375 px, CPU ${cpuSlowdown ?? 4}x slower, loopback network), median of ${runsPerPage} loads, ms after navigation start`,
  );
  console.table(
    pages.map(([name]) => {
      const s = samples.get(name);
      const lcps = s.map((r) => r.lcp);
      return {
        page: name,
        FCP: median(s.map((r) => r.fcp)),
        LCP: median(lcps),
        'LCP − FCP': median(s.map((r) => r.lcp - r.fcp)),
        'LCP all runs': lcps.map(Math.round).join('/'),
        'blocking after FCP': median(s.map((r) => r.blocking)),
        'long tasks': median(s.map((r) => r.longTasks)),
        'largest element': s.at(-1).element,
      };
    }),
  );
}

/** One phone load of /installations, with or without the phone hint: when the wide list and the profile section's rows first showed. */
async function standInTimes(browser, hint, cookies) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'sec-ch-ua-mobile': hint ? '?1' : '?0' },
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown ?? 4 });
  await cdp.send('Network.enable');
  // Lighthouse's mobile preset: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    const seen = (window.__standIn = {});
    const look = () => {
      const rows = document.querySelector('main ul li a[href*="/installations/"]');
      const where = location.pathname.endsWith('/profile') ? 'section' : 'wide';
      if (rows && seen[where] === undefined) seen[where] = performance.now();
      if (seen.section === undefined) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const answer = await page.goto(`${web}/installations`);
  const redirected = Boolean(answer?.request().redirectedFrom());
  if (redirected !== hint) throw new Error(`the phone ${hint ? 'with' : 'without'} the hint was ${redirected ? '' : 'not '}redirected`);
  await page.waitForFunction(() => window.__standIn.section !== undefined, null, { timeout: 60_000 });
  const times = await page.evaluate(() => window.__standIn);
  await context.close();
  return times;
}

async function standIn() {
  const { cookies } = await signIn();
  const runs = Number(args['paint-runs'] ?? 7);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const cases = [
    ['Sec-CH-UA-Mobile: ?0: the wide page replaces itself', false],
    ['with Sec-CH-UA-Mobile: ?1: redirected by the proxy', true],
  ];
  const samples = cases.map(() => []);
  try {
    for (const [, hint] of cases) await standInTimes(browser, hint, cookies); // warm-up
    for (let i = 0; i < runs; i += 1) for (const [c, [, hint]] of cases.entries()) samples[c].push(await standInTimes(browser, hint, cookies));
  } finally {
    await browser.close();
  }
  console.log(
    `\nA phone opening /installations (375 px, CPU ${cpuSlowdown ?? 4}x slower, 150 ms round trips, 1.6 Mbit/s), median of ${runs}, ms after navigation start`,
  );
  console.table(
    cases.map(([name], c) => ({
      case: name,
      'profile section rows shown': Math.round(
        quantile(
          samples[c].map((t) => t.section),
          0.5,
        ),
      ),
      'all runs': samples[c].map((t) => Math.round(t.section)).join('/'),
      'wide list shown first (runs)': samples[c].filter((t) => t.wide !== undefined).length,
    })),
  );
}

try {
  await startStack();
  if (run('page')) await signedInPages();
  if (run('paint')) await paint();
  if (run('standin')) await standIn();
  if (run('ssr')) await ssr();
  if (run('lighthouse')) await lighthouse();
} finally {
  await Promise.all(services.map((s) => stopService(s)));
}
