// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/**
 * Next's build assets (`/_next/static/`: scripts and styles whose names carry their content hash, so
 * they never change) brotli-compressed, as a CDN would serve them. Next itself only gzips, and brotli
 * makes them ~15% smaller: on a mobile network that is the time every first visit waits for the page's
 * JavaScript. A file is compressed once (in the background, at the highest quality: it is served many
 * times), kept in memory, and served to browsers that accept brotli; until then, and for everything
 * else, Next answers as usual.
 */

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const PREFIX = '/_next/static/';
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
const compress = promisify(brotliCompress);

/** @param {Request} req */
const acceptsBrotli = (req) => new Negotiator(req).encoding(['br', 'identity']) === 'br';

/**
 * `handle(req, res)` answers a build asset from memory and returns true, or returns false for Next to answer.
 * @param {{ distDir: string, maxBytes?: number }} options `distDir`: Next's build directory (`.next`)
 */
export function createStaticBrotli({ distDir, maxBytes = 32 * 1024 * 1024 }) {
  const staticDir = path.join(distDir, 'static');
  /** @type {LRUCache<string, Buffer>} */
  const compressed = new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => body.length });
  /** @type {Set<string>} */
  const compressing = new Set();

  /** @param {string} file */
  async function prepare(file) {
    compressing.add(file);
    try {
      const source = await readFile(file);
      const body = await compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
      compressed.set(file, body);
    } catch {
      // Not a file of the build (or unreadable): Next answers it, with its own 404.
    } finally {
      compressing.delete(file);
    }
  }

  /** @param {Request} req @param {Response} res */
  function handle(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX) || !acceptsBrotli(req)) return false;
    const pathname = req.url.split('?')[0];
    const contentType = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(pathname))];
    if (!contentType) return false;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(PREFIX.length));
    } catch {
      return false;
    }
    const file = path.join(staticDir, relative);
    if (!file.startsWith(staticDir + path.sep)) return false;
    const body = compressed.get(file);
    if (!body) {
      if (!compressing.has(file)) void prepare(file);
      return false;
    }
    res.writeHead(200, {
      'content-type': contentType,
      'content-encoding': 'br',
      'content-length': String(body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { handle };
}
