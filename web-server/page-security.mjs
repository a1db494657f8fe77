// @ts-check
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * The security headers of the web app (ADR 0013). Every answer gets the fixed ones; every HTML page gets a
 * Content-Security-Policy that allows its own inline scripts by their sha256 hashes (Next inlines its payload and
 * bootstrap scripts), scripts of this origin, and nothing inline else. The hashes are computed here, from the
 * finished page, rather than with a nonce in the proxy: a nonce would make every page dynamic and defeat Next's
 * cache and the shared page cache (ADRs 0007, 0011), while a page's hashes are as cacheable as the page; the page
 * cache keeps them with its copy, so a cached page costs nothing more.
 */

/** Headers of every answer (web-server/index.mjs sets them first). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'x-frame-options': 'DENY',
};

/** Video sites whose players a product page embeds (features/catalog/video-embed.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** `<script …>text</script>`; React escapes `<` in attribute values and inline text, so the first `</script>` ends it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser executes (a data block such as JSON-LD is not subject to script-src). */
const EXECUTED = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The policy for a page whose inline scripts have these hashes, given the API's public URL (images, uploads,
 * API calls and its socket.io connection).
 * @param {string} apiUrl NEXT_PUBLIC_API_URL
 */
export function createPolicy(apiUrl) {
  const api = new URL(apiUrl);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const rest = [
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${api.origin}`,
    `media-src 'self' blob: ${api.origin}`,
    `font-src 'self' data:`,
    `connect-src 'self' ${api.origin} ${socket}`,
    `frame-src ${VIDEO_PLAYERS.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  /** @param {string[]} hashes base64 sha256 of each inline script */
  return (hashes) => `default-src 'self'; script-src 'self'${hashes.map((h) => ` 'sha256-${h}'`).join('')}; ${rest}`;
}

/**
 * The base64 sha256 of each executed inline script of an HTML page, once each, in order.
 * @param {Buffer} html
 */
export function inlineScriptHashes(html) {
  // latin1 maps bytes to characters one to one, so that a script's text converts back to its exact UTF-8 bytes.
  const text = html.toString('latin1');
  const hashes = new Set();
  for (const [, attributes, body] of text.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTED.has(type)) continue;
    hashes.add(createHash('sha256').update(Buffer.from(body, 'latin1')).digest('base64'));
  }
  return [...hashes];
}

/**
 * The page as it was before Next compressed it; an empty or broken one as empty (its policy then allows no inline
 * script: the failure is the page's, never an opening).
 * @param {Buffer} body @param {unknown} encoding the answer's Content-Encoding
 */
function decoded(body, encoding) {
  if (body.length === 0) return body;
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    return body;
  } catch {
    return Buffer.alloc(0);
  }
}

/** @param {import('node:http').ServerResponse} res */
const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Wraps Next's request handler: an HTML answer is held back until it is complete and sent with its policy;
 * anything else passes through untouched.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @param {{ apiUrl: string }} options
 */
export function withPageSecurity(handler, { apiUrl }) {
  const policy = createPolicy(apiUrl);

  /** @param {import('node:http').ServerResponse} res */
  function secure(res) {
    // The methods are replaced on this one answer, as the page cache does; their overloads pass through untouched.
    const patched = /** @type {any} */ (res);
    const { writeHead, write, end, flushHeaders } = patched;
    /** @type {boolean | null} null until the answer's type is known */
    let holding = null;
    const hold = () => (holding ??= isHtml(res));
    /** @type {Buffer[]} */
    const chunks = [];
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function') return;
      if (Buffer.isBuffer(chunk)) chunks.push(chunk);
      else if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8')));
      else chunks.push(Buffer.from(/** @type {Uint8Array} */ (chunk)));
    };
    /** @param {any[]} args */
    const callbackOf = (args) => args.find((a) => typeof a === 'function');

    patched.writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
      const headers = reason === undefined ? rest[0] : rest[1];
      // Raw header pairs are not how Next answers a page.
      if (Array.isArray(headers)) holding ??= false;
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      res.statusCode = status;
      if (reason !== undefined) res.statusMessage = reason;
      if (hold()) return res;
      return writeHead.call(res, status, ...(reason === undefined ? [] : [reason]), ...(Array.isArray(headers) ? [headers] : []));
    };
    patched.flushHeaders = function () {
      if (!hold()) flushHeaders.call(res);
    };
    patched.write = function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
      if (!hold()) return write.call(res, chunk, ...rest);
      collect(chunk, rest[0]);
      const callback = callbackOf(rest);
      if (callback) process.nextTick(callback);
      return true;
    };
    patched.end = function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
      if (!hold()) return end.call(res, chunk, ...rest);
      collect(chunk, rest[0]);
      const body = Buffer.concat(chunks);
      res.setHeader('content-security-policy', policy(inlineScriptHashes(decoded(body, res.getHeader('content-encoding')))));
      writeHead.call(res, res.statusCode);
      const callback = typeof chunk === 'function' ? chunk : callbackOf(rest);
      return end.call(res, body, callback);
    };
  }

  return (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    secure(res);
    return handler(req, res);
  };
}
