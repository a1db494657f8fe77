import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a private file (a chat attachment, an object document, a certificate or specification made for the
 * request): never cached by anyone but the browser's own session, its type not sniffed, and saved under its
 * original name (RFC 6266 `filename*`, so Ukrainian and Polish names survive). `inline` lets the browser show it.
 */
export function sendFile(reply: FastifyReply, file: { name: string; mime: string; body: Readable | Uint8Array; inline?: boolean }) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .type(file.mime)
    .send(file.body instanceof Uint8Array ? Buffer.from(file.body) : file.body);
}
