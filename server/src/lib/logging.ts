import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions, LogLevel } from 'fastify';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../../contracts';
import { REQUEST_ID_HEADER } from '../../../contracts/constants';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `x-request-id` when it is a sane token, else a new one: what every log line of the request carries as `reqId`. */
export function requestIdOf(request: IncomingMessage) {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

// A phone's digits on their own: not inside a word, an id or a date (uuids and dates join their digits with `-`); a
// percent-encoded character (`%2B380…`) may come before them.
const PHONE = new RegExp(`(?<=^|[^\\w%-]|%[0-9A-Fa-f]{2})\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}(?![\\w-])`, 'g');
// Free text a person typed (names, addresses), which the API cannot tell from personal data.
const FREE_TEXT = /([?&]search=)[^&#]*/g;

/** The middle digits of the phone numbers in a text hidden: `380******567`. */
export const maskPhones = (text: string) => text.replace(PHONE, (digits) => `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`);

/** A URL as the logs show it: phone numbers masked (`/dev/outbox?phone=380******567`), and the value of `search` replaced. */
export function maskUrl(url: string) {
  return maskPhones(url).replace(FREE_TEXT, '$1***');
}

// drizzle's DrizzleQueryError ends its message with the query's parameters: phones, names, password hashes.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
// The parameters themselves, and PostgreSQL's `Key (phone)=(…) already exists`.
const UNLOGGED_ERROR_FIELDS = new Set(['params', 'detail']);

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error (and its causes) as the logs show it: as pino's, without a query's parameters and with phones masked. */
export function loggedError(error: Error): LoggedError {
  // pino hands over whatever was logged as `err`: anything but an error is left as it is.
  if (!(error instanceof Error)) return error;
  const message = maskPhones(error.message.replace(QUERY_PARAMS, '\nparams: [redacted]'));
  const fields = Object.entries(error)
    .filter(([key]) => !UNLOGGED_ERROR_FIELDS.has(key))
    .map(([key, value]) => [key, typeof value === 'string' ? maskPhones(value) : value]);
  return {
    ...Object.fromEntries(fields),
    type: error.constructor.name,
    message,
    stack: maskPhones((error.stack ?? '').replace(error.message, () => message)),
    ...(error.cause instanceof Error ? { cause: loggedError(error.cause) } : {}),
  };
}

const SECRET_FIELDS = [
  'password',
  'repeatedPassword',
  'oldPassword',
  'code',
  'phone',
  'clientPhone',
  'installerPhone',
  'accessToken',
  'refreshToken',
  'regToken',
  'resetToken',
  'loginToken',
];

/**
 * JSON lines (pino) without personal data: no credentials or cookies, a body's passwords, codes and phones
 * replaced should a body ever be logged, each request logged by its masked URL and each error without the values
 * of its query.
 */
export function loggerOptions(level: LogLevel): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: loggedError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
