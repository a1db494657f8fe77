/**
 * Chunked upload benchmark (see bench/README.md for results):
 *
 *   node --import tsx bench/upload.ts [--size-mb=1024] [--dir=$TMPDIR/portal-bench/upload]
 *
 * Uploads a file of --size-mb (1 GB) to POST /temp-files in 10 MB chunks, one after the other as the
 * dropzone does, against the real API in a child process (disk store under --dir), and writes the same
 * bytes to the same disk with fs.createWriteStream. Reports both throughputs, their ratio (target ≥ 0.5)
 * and how much the API process's RSS grew during the upload (target < 50 MB), sampled from /proc every 50 ms.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_CHUNK_BYTES } from '../contracts';
import { loadConfig } from '../server/src/config/env';
import { prepare } from '../server/src/start';

const self = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

/** The child: the real API (demo accounts seeded, so the bench can sign in) on a PGlite folder under `dir`. */
async function serve(dir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DATA_DIR: path.join(dir, 'db'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
  });
  const app = await prepare(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

/** Resident set size of a process, bytes (Linux). */
async function rssOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** CPU seconds a process has used (Linux: utime + stime of /proc/<pid>/stat). */
async function cpuOf(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The chunk's bytes: an MP4 `ftyp` box first (the API checks the magic bytes), then random bytes. */
function chunkSource() {
  const body = randomBytes(UPLOAD_CHUNK_BYTES);
  const first = Buffer.from(body);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]).copy(first);
  return (index: number, length: number) => (index === 0 ? first : body).subarray(0, length);
}

async function writeStreamBaseline(file: string, total: number, chunk: (i: number, length: number) => Buffer) {
  const started = performance.now();
  const out = createWriteStream(file);
  for (let index = 0, offset = 0; offset < total; index++, offset += UPLOAD_CHUNK_BYTES) {
    if (!out.write(chunk(index, Math.min(UPLOAD_CHUNK_BYTES, total - offset)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return (performance.now() - started) / 1000;
}

/**
 * One multipart POST written straight from the buffer (node:http, no FormData copies), so that the client
 * costs little CPU beside the API on a shared machine: the fields first, then the file part.
 */
function postChunk(url: string, token: string, fields: Record<string, string | number>, bytes: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${url}/temp-files`, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes.length + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.write(head);
    request.write(bytes);
    request.end(tail);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function upload(url: string, token: string, total: number, chunk: (i: number, length: number) => Buffer) {
  const count = Math.ceil(total / UPLOAD_CHUNK_BYTES);
  const started = performance.now();
  let path: string | undefined;
  for (let index = 0; index < count; index++) {
    const offset = index * UPLOAD_CHUNK_BYTES;
    const fields = {
      dzchunkindex: index,
      dztotalfilesize: total,
      dzchunksize: UPLOAD_CHUNK_BYTES,
      dztotalchunkcount: count,
      dzchunkbyteoffset: offset,
      ...(path ? { path } : {}),
    };
    const res = await postChunk(url, token, fields, chunk(index, Math.min(UPLOAD_CHUNK_BYTES, total - offset)));
    if (res.status >= 300) throw new Error(`chunk ${index}: ${res.status} ${res.body}`);
    path = (JSON.parse(res.body) as { data: { path: string } }).data.path;
  }
  return { seconds: (performance.now() - started) / 1000, path: path! };
}

async function main() {
  const total = Number(option('size-mb', '1024')) * MB;
  const dir = path.resolve(option('dir', path.join(os.tmpdir(), 'portal-bench', 'upload')));
  await mkdir(dir, { recursive: true });
  const child = fork(self, ['--serve', dir], { execArgv: ['--import', 'tsx'], stdio: 'inherit', detached: false });
  try {
    const [{ port }] = (await once(child, 'message')) as [{ port: number }];
    const url = `http://127.0.0.1:${port}`;
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '380500000001', password: 'demo12345' }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const chunk = chunkSource();

    // Warm-up: a small upload, so the first chunk's lazy loading is not counted in the RSS growth.
    const warm = await upload(url, accessToken, 3 * UPLOAD_CHUNK_BYTES, chunk);
    await fetch(`${url}/temp-files`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: warm.path }),
    });

    const baselineFile = path.join(dir, 'uploads', 'write-stream-baseline.bin');
    const baseline = await writeStreamBaseline(baselineFile, total, chunk);
    await rm(baselineFile, { force: true });

    const rssBefore = await rssOf(child.pid!);
    let rssMax = rssBefore;
    const cpuBefore = { api: await cpuOf(child.pid!), client: process.cpuUsage() };
    const sampler = setInterval(() => void rssOf(child.pid!).then((rss) => (rssMax = Math.max(rssMax, rss))), 50);
    const uploaded = await upload(url, accessToken, total, chunk);
    clearInterval(sampler);
    rssMax = Math.max(rssMax, await rssOf(child.pid!));
    const cpu = {
      api: (await cpuOf(child.pid!)) - cpuBefore.api,
      client: (process.cpuUsage(cpuBefore.client).user + process.cpuUsage(cpuBefore.client).system) / 1e6,
    };
    await fetch(`${url}/temp-files`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: uploaded.path }),
    });

    const mbps = (seconds: number) => (total / MB / seconds).toFixed(0);
    const ratio = baseline / uploaded.seconds;
    const growth = (rssMax - rssBefore) / MB;
    console.log(
      `\n${(total / MB).toFixed(0)} MB in ${Math.ceil(total / UPLOAD_CHUNK_BYTES)} chunks of 10 MB, ${dir}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    console.log('| run | seconds | MB/s |\n| --- | ---: | ---: |');
    console.log(`| fs.createWriteStream, same bytes, same disk | ${baseline.toFixed(2)} | ${mbps(baseline)} |`);
    console.log(`| POST /temp-files, 10 MB chunks, one at a time | ${uploaded.seconds.toFixed(2)} | ${mbps(uploaded.seconds)} |`);
    console.log(`\nthroughput ratio upload / write stream: **${ratio.toFixed(2)}x** (target ≥ 0.5)`);
    console.log(`CPU during the upload: API ${cpu.api.toFixed(1)} s, this client ${cpu.client.toFixed(1)} s`);
    console.log(
      `API RSS: ${(rssBefore / MB).toFixed(0)} MB before, ${(rssMax / MB).toFixed(0)} MB at most during the upload: **+${growth.toFixed(1)} MB** (target < 50 MB)`,
    );
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();
