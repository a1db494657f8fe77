#!/usr/bin/env node
// Cold start of the installed field app from its cache on a throttled "slow 4G" line (issue 35's figure: the
// installations list visible within 1.5 s), beside the same page with the service worker blocked on the same line.
// Builds and starts nothing: it drives Chromium against a running `npm start` (or the journeys' stack).
//
//   node bench/pwa-cold-start.mjs --web=http://localhost:3000 --runs=10
//   options: --rtt=400 (ms, round trip added to every request) --down=400 --up=400 (kbit/s, shared by all connections)
//            --phone=380500000002 --password=demo12345 (the demo installer) --path=/installations
//            --detail (after each series, where its last cold start went: every request the line carried, the worker's
//            too, and the page's own timings of its document, scripts, `/session` and API reads)
//
// The line: every request of the browser, the service worker's own included, goes through a small proxy here that
// holds each request and each answer for half the round trip and paces the bytes at the given rates. (DevTools'
// Network.emulateNetworkConditions throttles a page's requests, not those its service worker makes, which would make
// the worker's network-first fetches look free.)
// A cold start: the app was used online before (the worker installed, the list and its reads kept); then a new window
// opens the start page with the worker stopped (ServiceWorker.stopAllWorkers); the browser's HTTP cache is kept in both
// modes (a returning user's browser: Next's hashed files are cached for a year without the worker too). "Visible":
// the first link of a row of the list is on screen, timed from navigation start. A third series starts the installed app
// with no network at all (Playwright's offline mode, which covers the worker's fetches): everything from the copies.
import { parseArgs } from 'node:util';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { chromium } from '@playwright/test';

// Every `--name=value` (split at its first `=`: a page's query keeps its own) and `--flag`, none declared.
const args = parseArgs({ strict: false }).values;
const web = args.web ?? 'http://localhost:3000';
const runs = Number(args.runs ?? 10);
const rttMs = Number(args.rtt ?? 400);
const downBps = Number(args.down ?? 400) * 1000;
const upBps = Number(args.up ?? 400) * 1000;
const phone = args.phone ?? '380500000002';
const password = args.password ?? 'demo12345';
const startPath = args.path ?? '/installations';
const detail = 'detail' in args;
/** A row of the installations list (features/installations: each row's link holds its status badge). */
const ROW = 'main a:has([data-status])';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One direction of the line: chunks leave in order, each when the line has carried the ones before it. */
function line(bitsPerSecond) {
  let freeAt = 0;
  return (bytes) => {
    const start = Math.max(Date.now(), freeAt);
    freeAt = start + (bytes * 8 * 1000) / bitsPerSecond;
    return Math.max(0, freeAt - Date.now());
  };
}

/**
 * A stream copy through a direction of the line: each chunk arrives, in order, when the line has carried it plus half a
 * round trip (and not before `floor`); `before` runs before each delivery (an answer's status line and headers).
 */
function pace(from, to, direction, { floor = 0, before = () => {} } = {}) {
  const queue = [];
  let arrival = floor;
  let timer = null;
  const drain = () => {
    timer = null;
    while (queue.length && queue[0].at <= Date.now()) {
      before();
      queue.shift().deliver();
    }
    if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0].at - Date.now()));
  };
  const push = (at, deliver) => {
    queue.push({ at, deliver });
    timer ??= setTimeout(drain, Math.max(0, at - Date.now()));
  };
  from.on('data', (chunk) => {
    arrival = Math.max(arrival, Date.now() + direction(chunk.length) + rttMs / 2);
    push(arrival, () => to.write(chunk));
  });
  from.on('end', () => push(arrival, () => to.end()));
}

/** While a cold start is detailed: the requests the line carried (start, end, status). */
let lineLog = null;

/** The throttling proxy: plain HTTP requests in absolute form, and tunnels (CONNECT, websocket upgrades). */
function startLine() {
  const down = line(downBps);
  const up = line(upBps);
  const server = createServer((req, res) => {
    const target = new URL(req.url);
    const entry = { method: req.method, url: target.pathname + target.search, at: Date.now() };
    lineLog?.push(entry);
    res.on('finish', () => Object.assign(entry, { status: res.statusCode, done: Date.now() }));
    res.on('close', () => entry.done || Object.assign(entry, { status: 'closed', done: Date.now() }));
    void sleep(rttMs / 2).then(() => {
      const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
        const head = () => res.headersSent || res.writeHead(answer.statusCode ?? 502, answer.headers);
        pace(answer, res, down, { floor: Date.now() + rttMs / 2, before: head });
      });
      upstream.on('error', () => res.destroy());
      pace(req, upstream, up);
    });
  });
  const tunnel = (head, socket, host, port, greeting) => {
    const upstream = connect(Number(port), host, () => {
      if (greeting) socket.write(greeting);
      if (head?.length) upstream.write(head);
      pace(socket, upstream, up);
      pace(upstream, socket, down);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  };
  server.on('connect', (req, socket, head) => {
    const [host, port] = req.url.split(':');
    tunnel(head, socket, host, port, 'HTTP/1.1 200 Connection Established\r\n\r\n');
  });
  server.on('upgrade', (req, socket, head) => {
    const target = new URL(req.url);
    const headers = Object.entries(req.headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    const upstream = connect(Number(target.port || 80), target.hostname, () => {
      upstream.write(`${req.method} ${target.pathname}${target.search} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      pace(socket, upstream, up);
      pace(upstream, socket, down);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function signIn(context) {
  const res = await context.request.post(`${web}/session/login`, {
    headers: { 'x-portal-csrf': '1', origin: web },
    data: { phone, password },
  });
  if (res.status() !== 200) throw new Error(`sign-in answered ${res.status()}: ${await res.text()}`);
}

/** Opens the start page in a new window of `context` and answers the ms from navigation start to the first row shown. */
async function coldStart(context, { stopWorkers, detailed = false }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (stopWorkers) await cdp.send('ServiceWorker.enable').then(() => cdp.send('ServiceWorker.stopAllWorkers'));
  if (detailed) lineLog = [];
  const started = Date.now();
  await page.goto(`${web}${startPath}`, { waitUntil: 'commit' });
  await page.locator(ROW).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  if (detailed) await printDetail(page, started, ms);
  await page.close();
  return ms;
}

/** Where one cold start went: the line's requests (the worker's included) and the page's timings, ms from its start. */
async function printDetail(page, started, visibleMs) {
  await sleep(3000);
  const own = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const res = performance.getEntriesByType('resource');
    const pick = (match) =>
      res.filter((e) => match(new URL(e.name))).map((e) => [new URL(e.name).pathname, Math.round(e.startTime), Math.round(e.responseEnd)]);
    const scripts = res.filter((e) => new URL(e.name).pathname.startsWith('/_next/static/'));
    return {
      document: [Math.round(nav.responseStart), Math.round(nav.responseEnd), Math.round(nav.domContentLoadedEventEnd)],
      scripts: scripts.length ? [scripts.length, Math.round(Math.max(...scripts.map((e) => e.responseEnd)))] : [0, 0],
      session: pick((u) => u.pathname === '/session'),
      api: pick((u) => u.pathname.startsWith('/web/')),
    };
  });
  console.log(`  row visible at ${Math.round(visibleMs)} ms; document first byte/end/DOMContentLoaded ${own.document.join('/')} ms;`);
  console.log(`  ${own.scripts[0]} scripts, the last at ${own.scripts[1]} ms; /session ${JSON.stringify(own.session)}; API ${JSON.stringify(own.api)}`);
  for (const e of lineLog ?? [])
    console.log(
      `  line: ${String(e.at - started).padStart(5)} → ${String((e.done ?? NaN) - started).padStart(5)} ms ${e.status ?? '…'} ${e.method} ${e.url.slice(0, 90)}`,
    );
  lineLog = null;
}

const proxy = await startLine();
const { port } = proxy.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // `<-loopback>` sends even localhost through the proxy (Chromium bypasses it by default).
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', `--proxy-server=http://127.0.0.1:${port}`, '--proxy-bypass-list=<-loopback>'],
});

const results = {};
// The last mode is the same installed app with no network at all (a basement): every answer comes from the copies.
for (const mode of ['service worker', 'no service worker', 'service worker, no network']) {
  const worker = mode !== 'no service worker';
  const context = await browser.newContext({ serviceWorkers: worker ? 'allow' : 'block', viewport: { width: 1280, height: 900 } });
  await signIn(context);
  // Used online (through the same line) first: the worker installs and keeps the list, its scripts and its reads.
  const warm = await context.newPage();
  await warm.goto(`${web}${startPath}`);
  if (worker) {
    await warm.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await warm.reload();
  }
  await warm.locator(ROW).first().waitFor({ state: 'visible', timeout: 60_000 });
  await warm.close();
  if (mode === 'service worker, no network') await context.setOffline(true);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await coldStart(context, { stopWorkers: worker, detailed: detail && i === runs - 1 }));
  results[mode] = times;
  console.log(`${mode}: ${times.map((t) => Math.round(t)).join(', ')} ms`);
  await context.close();
}

console.log(`\ncold start of ${startPath} as ${phone}, ${runs} runs, RTT ${rttMs} ms, ${downBps / 1000}/${upBps / 1000} kbit/s down/up`);
console.log('| | p50 | p95 |\n| --- | --- | --- |');
for (const [mode, times] of Object.entries(results))
  console.log(`| ${mode} | ${Math.round(quantile(times, 0.5))} ms | ${Math.round(quantile(times, 0.95))} ms |`);
await browser.close();
proxy.close();
