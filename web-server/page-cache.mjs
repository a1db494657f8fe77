// @ts-check
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/**
 * A shared HTTP cache in front of Next for page views, as a CDN would keep one (ADR 0007): a GET that
 * Next answers 200 with `Cache-Control: s-maxage=N` (its statically generated and regenerated pages:
 * the catalogue lists, the information pages) is kept for N seconds and later requests for the same
 * URL get the stored bytes without passing through the proxy and the page renderer again. After N
 * seconds, or once the web server has been told that the catalogue changed (`clear()`, ADR 0011), the request
 * goes to Next again and the cache takes its new answer. Answers that are private, set a cookie or are not 200
 * are never kept; client-router requests (RSC payloads) and anything but GET pass straight through.
 */

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => unknown} Handler */
/** @typedef {{ headers: import('node:http').OutgoingHttpHeaders, body: Buffer, storedAt: number, expiresAt: number }} Entry */

/** Request headers of Next's client router: their answers are RSC payloads that vary by them. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
/** Hop-by-hop and per-answer headers that are not stored. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age']);
/** A longer answer is not kept (no page of the portal comes near it). */
const MAX_BODY = 4 * 1024 * 1024;

/**
 * Seconds a shared cache may keep the answer for, or 0 when it may not.
 * @param {unknown} cacheControl the answer's Cache-Control header
 */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * The encoding Next's `compression` middleware sends this request's answer in (gzip, deflate or none, with its rule
 * that gzip wins over deflate). The cache keys by it rather than by the header as sent, so that browsers spelling
 * `Accept-Encoding` differently share one entry and made-up spellings cannot fill the cache with copies.
 * @param {Request} req
 */
function answerEncoding(req) {
  const negotiator = new Negotiator(req);
  const encoding = negotiator.encoding(['gzip', 'deflate', 'identity']);
  if (encoding === 'deflate' && negotiator.encoding(['gzip'])) return negotiator.encoding(['gzip', 'identity']) ?? 'identity';
  return encoding ?? 'identity';
}

/** @param {Request} req */
function isCacheableRequest(req) {
  if (req.method !== 'GET' || req.headers.authorization || req.headers.range) return false;
  if (ROUTER_HEADERS.some((h) => h in req.headers)) return false;
  // Next's own files are served from disk already; its image optimiser keeps its own cache.
  return !req.url?.startsWith('/_next/');
}

/**
 * `handle(req, res, next)`: answers from the cache or calls `next` (Next's request handler) and keeps
 * what it answers when that may be shared. `maxBytes` bounds the memory the stored pages take.
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 1024 });
  // Bumped by clear(): an answer Next began before the clear may hold what the clear was meant to drop.
  let generation = 0;

  /** @param {Entry} entry @param {Response} res */
  function serve(entry, res) {
    const age = String(Math.floor((now() - entry.storedAt) / 1000));
    res.writeHead(200, { ...entry.headers, 'content-length': String(entry.body.length), age, 'x-page-cache': 'HIT' });
    res.end(entry.body);
  }

  /** @param {string} key */
  function lookup(key) {
    const entry = entries.get(key);
    if (entry && now() >= entry.expiresAt) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Wraps the answer's writing methods to collect what Next sends, and stores it at the end.
   * @param {string} key
   * @param {Response} res
   */
  function record(key, res) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let keep = true;
    const startedIn = generation;
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (!keep || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > MAX_BODY) keep = false;
      else chunks.push(buffer);
    };
    // The methods are replaced on this one answer; their overloads are passed through untouched.
    const patched = /** @type {any} */ (res);
    const { write, end, writeHead } = patched;
    // Headers given to writeHead directly would not be readable with getHeaders() afterwards.
    patched.writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
      if (Array.isArray(headers)) keep = false;
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      return writeHead.call(res, status, ...(typeof rest[0] === 'string' ? [rest[0]] : []));
    };
    patched.write = function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
      collect(chunk, rest[0]);
      return write.call(res, chunk, ...rest);
    };
    patched.end = function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
      collect(chunk, rest[0]);
      const maxAge = sharedMaxAge(res.getHeader('cache-control'));
      if (keep && startedIn === generation && res.statusCode === 200 && maxAge > 0 && !res.hasHeader('set-cookie')) {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !NOT_STORED.has(name)));
        const body = Buffer.concat(chunks);
        entries.set(key, { headers, body, storedAt: now(), expiresAt: now() + maxAge * 1000 });
      }
      return end.call(res, chunk, ...rest);
    };
  }

  return {
    /** @param {Request} req @param {Response} res @param {Handler} next */
    handle(req, res, next) {
      if (!isCacheableRequest(req)) return next(req, res);
      // The same URL is a different answer when compressed differently.
      const key = `${answerEncoding(req)}\n${req.url}`;
      const entry = lookup(key);
      if (entry) return serve(entry, res);
      record(key, res);
      return next(req, res);
    },
    /** Drops every kept answer, and those still being answered (the catalogue changed). */
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
