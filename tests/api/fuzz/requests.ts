import fc from 'fast-check';
import { request } from 'node:http';
import qs from 'qs';
import { deepJsonText, hostileQuery, hostileSegment, hostileValue, validOrHostile } from './hostile';
import type { Operation } from './operations';
import { valid, type JsonSchema } from './schema';
import type { Actor, World } from './world';
import { ENDS_SESSIONS_OF_PATH_USER } from './special';

type Payload =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; parts: { name: string; file?: { bytes: Uint8Array; filename: string; type: string }; text?: string }[] };

/** One generated request: who sends it, where, and with what. */
export type Input = { actor: Actor; path: string; query: string; payload?: Payload; ip?: string };

/** Malformed JSON and JSON under the wrong media type. */
const rawBody = fc.oneof(
  fc.record({
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-16'),
    text: fc.oneof(
      fc.constantFrom('', '{', '{"a":', '[1,2', 'null', '"text"', '1e999', '\uFEFF{}', '{"a":1,"a":2}', '{"__proto__":{"x":1}}', 'undefined'),
      deepJsonText,
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ),
    text: fc.constantFrom('', 'a=1&b=2', '<a/>', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', '{}'),
  }),
);

function jsonPayload(schema: JsonSchema | undefined, ids: fc.Arbitrary<number>): fc.Arbitrary<Payload | undefined> {
  const json = (schema ? validOrHostile(valid(schema, ids)) : hostileValue).map((value): Payload => ({ kind: 'json', value }));
  const raw = rawBody.map((r): Payload => ({ kind: 'raw', ...r }));
  // A route without a body still gets one now and then.
  if (schema) return fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: raw });
  return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.oneof(json, raw) });
}

function multipartPayload(schema: JsonSchema, world: World): fc.Arbitrary<Payload> {
  const fields = Object.keys(schema.properties ?? {});
  const bytes = fc.oneof(
    { weight: 4, arbitrary: fc.constant(new Uint8Array(world.png)) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2000 }) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array(world.png.subarray(0, 20))) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array(6 * 1024 * 1024)) },
  );
  const file = fc.record({
    bytes,
    filename: fc.oneof(fc.constant('photo.png'), fc.string({ unit: 'binary', maxLength: 300 })),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
  });
  const part = fc.oneof(
    { weight: 6, arbitrary: fc.record({ name: fc.constantFrom(...fields), file }) },
    { weight: 1, arbitrary: fc.record({ name: fc.constantFrom(...fields, 'other', ''), text: fc.string({ unit: 'binary', maxLength: 100 }) }) },
    { weight: 1, arbitrary: fc.record({ name: fc.constant('other'), file }) },
  );
  return fc.array(part, { minLength: 0, maxLength: 3 }).map((parts): Payload => ({ kind: 'multipart', parts }));
}

function payloadOf(operation: Operation, world: World, ids: fc.Arbitrary<number>): fc.Arbitrary<Payload | undefined> {
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant(undefined);
  if (operation.body?.type === 'multipart')
    return fc.oneof({ weight: 6, arbitrary: multipartPayload(operation.body.schema, world) }, { weight: 1, arbitrary: jsonPayload(undefined, ids) });
  return jsonPayload(operation.body?.schema, ids);
}

/** The number a path segment names as the API reads it (`Number` of the decoded text), or NaN. */
function numberOf(segment: string) {
  try {
    return Number(decodeURIComponent(segment));
  } catch {
    return Number.NaN;
  }
}

/** A path segment as a client would send it: a lone surrogate (which no URL can carry) becomes U+FFFD first. */
const segmentOf = (value: unknown) =>
  encodeURIComponent(Array.from(String(value), (c) => (c.length === 1 && c >= '\uD800' && c <= '\uDFFF' ? '\uFFFD' : c)).join(''));

/** Path values; `spared` ids are never named, not even by a hostile segment that reads as one (` 1`, `1.0`). */
function pathOf(operation: Operation, ids: fc.Arbitrary<number>, spared: ReadonlySet<number> = new Set()): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((p) =>
    fc
      .oneof({ weight: 3, arbitrary: valid(p.schema, ids).map(segmentOf) }, { weight: 1, arbitrary: hostileSegment })
      .filter((segment) => !spared.has(numberOf(segment))),
  );
  return fc.tuple(...segments).map((values) => operation.pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]), operation.path));
}

/** Query strings in the `qs` style of docs/api.md#transport (`sort[price]=asc`, `filter[0][values][]=3`), valid or not, and raw ones. */
function queryOf(operation: Operation, ids: fc.Arbitrary<number>): fc.Arbitrary<string> {
  const stringify = (value: unknown) => qs.stringify(value, { encodeValuesOnly: true, arrayFormat: 'indices' });
  return fc.oneof({ weight: 6, arbitrary: validOrHostile(valid(operation.query, ids)).map(stringify) }, { weight: 1, arbitrary: hostileQuery });
}

/** Every input the fuzzer may send to one operation. */
export function inputs(operation: Operation, world: World): fc.Arbitrary<Input> {
  const ids = fc.oneof(fc.constantFrom(...world.ids), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 1000 }));
  // A route that ends the sessions of the user its path names aims at bystanders: the actors must stay signed in.
  const aimed = operation.key in ENDS_SESSIONS_OF_PATH_USER;
  const actorIds = new Set(world.actors.flatMap((actor) => (actor.userId === undefined ? [] : [actor.userId])));
  return fc.record({
    actor: fc.constantFrom(...world.actors),
    path: aimed ? pathOf(operation, fc.constantFrom(...world.bystanderIds, 0, 2_147_483_647), actorIds) : pathOf(operation, ids),
    query: queryOf(operation, ids),
    payload: payloadOf(operation, world, ids),
    // A client address of its own now and then, so that per-IP limits do not answer everything with 429.
    ip: fc.option(fc.ipV4(), { freq: 2, nil: undefined }),
  });
}

function encode(payload: Payload | undefined): { body?: string | FormData; contentType?: string } {
  if (!payload) return {};
  if (payload.kind === 'json') return { body: JSON.stringify(payload.value) ?? 'null', contentType: 'application/json' };
  if (payload.kind === 'raw') return { body: payload.text, contentType: payload.contentType };
  const form = new FormData();
  for (const part of payload.parts) {
    if (part.file) form.append(part.name, new Blob([part.file.bytes as Uint8Array<ArrayBuffer>], { type: part.file.type }), part.file.filename);
    else form.append(part.name, part.text ?? '');
  }
  return { body: form };
}

export type Answer = { status: number; text: string; body: unknown; headers: Headers };

/**
 * A multipart body as a browser sends an upload: once the server has answered (431 to a URL longer than its header
 * limit, before it reads the body), that answer is what counts, and the write that then meets the socket the server
 * closed is no failure. fetch (undici 7, Node 24) fails the request with `write EPIPE` when the close reaches it
 * before the answer does. No answer, or one cut short, still fails.
 */
async function sendMultipart(url: string, method: string, headers: Record<string, string>, form: FormData) {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  headers = { ...headers, 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(bytes.length) };
  return new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const failed = (error: Error) => reject(new Error('request failed', { cause: error }));
    let answered = false;
    request(new URL(url), { method, headers })
      .on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', failed);
        res.on('end', () => {
          const answerHeaders = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) answerHeaders.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: answerHeaders });
        });
      })
      .on('error', (error) => answered || failed(error))
      .end(bytes);
  });
}

/** Sends one input over real HTTP, as the given actor (a route that ends sessions gets a fresh one). */
export async function send(url: string, method: string, input: Input, actor: Actor): Promise<Answer> {
  const { body, contentType } = encode(input.payload);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (actor.token) headers.authorization = `Bearer ${actor.token}`;
  if (input.ip) headers['x-forwarded-for'] = input.ip;
  const target = `${url}${input.path}${input.query ? `?${input.query}` : ''}`;
  const sent =
    body instanceof FormData
      ? await sendMultipart(target, method, headers, body)
      : await fetch(target, { method, headers, body }).then(async (res) => ({ status: res.status, text: await res.text(), headers: res.headers }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(sent.text);
  } catch {
    parsed = undefined;
  }
  return { ...sent, body: parsed };
}
