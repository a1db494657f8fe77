import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { defaultLocale, langSchema } from '../../../contracts';
import { translator } from '../i18n/translator';
import { isDatabaseUnavailable, isEncodingError } from '../lib/db-errors';
import { DATABASE_RETRY_AFTER_SECONDS, FieldsError, HttpError, databaseUnavailable } from '../lib/http-errors';

/** The `errors.*` text of a 4xx that carries no text of its own. */
const messageKeyOf = (status: number) =>
  status === 413 || status === 414 || status === 431
    ? 'payloadTooLarge'
    : status === 415
      ? 'unsupportedMediaType'
      : status === 408
        ? 'requestTimeout'
        : status === 404
          ? 'notFound'
          : status === 401
            ? 'unauthorized'
            : status === 403
              ? 'forbidden'
              : 'badRequest';

/**
 * Errors Fastify's router answers before any hook runs (a path that does not decode, a parameter over
 * `maxParamLength`): the body of docs/api.md#errors instead of Fastify's, which echoes the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  // The router refused the request before its query string was parsed.
  const lang = langSchema.catch(defaultLocale).parse(new URLSearchParams(request.url.split('?')[1]).get('lang'));
  return reply.status(status).send({ message: translator(lang)(`errors.${messageKeyOf(status)}`) });
}

/**
 * Requests Node's HTTP parser refuses (headers or URL over the size limit, malformed HTTP): the docs/api.md#errors body
 * in the default language (nothing of the request was read), as Fastify's default handler does otherwise.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ message: translator(defaultLocale)(`errors.${messageKeyOf(status)}`) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const fieldOf = (instancePath: string, context?: string) => {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  // Query paths are nested like filter/0/property; the 422's field keys are the top-level names (docs/api.md#validation-422).
  return path[0] ?? context ?? 'request';
};

function send422(request: FastifyRequest, reply: FastifyReply, fields: Record<string, string[]>) {
  const t = request.t;
  const errors = Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((k) => t.validation(k))]));
  const first = Object.values(errors)[0]?.[0];
  return reply.status(422).send({ message: first ?? t('errors.validation'), errors });
}

function sendHttpError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  reply.headers(error.headers);
  return reply.status(error.statusCode).send({ message: request.t(`errors.${error.messageKey}`, error.values), ...error.extra });
}

/**
 * The one error handler of the API (docs/api.md#errors): localised bodies, 422 per field, and no
 * stack traces or SQL in any response.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A file whose stream failed before its first byte (an export whose first read timed out) answers an error body
    // instead: JSON, not the file's type, and no attachment.
    if (reply.hasHeader('content-disposition')) reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        (fields[field] ??= []).push(issue.message ?? 'invalid');
      }
      return send422(request, reply, fields);
    }
    if (error instanceof FieldsError) return send422(request, reply, error.fields);
    if (error instanceof HttpError) return sendHttpError(request, reply, error);
    // The contracts refuse such text; this catches a field that escaped them, as a client error rather than a 500.
    if (isEncodingError(error)) return reply.status(400).send({ message: request.t('errors.badRequest') });
    // A body its client stopped sending ('aborted', ECONNRESET, a 400 of Fastify's) is not the database's doing.
    if ((error.statusCode ?? 500) >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable or too slow; answering 503');
      return sendHttpError(request, reply, databaseUnavailable(DATABASE_RETRY_AFTER_SECONDS));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send({ message: request.t('errors.server') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: request.t('errors.tooManyRequests', { seconds: Number(reply.getHeader('retry-after') ?? 60) }) });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ message: request.t(`errors.${messageKeyOf(status)}`) });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: request.t('errors.server') });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: request.t('errors.routeNotFound') }));
});
