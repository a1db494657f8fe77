/**
 * Errors a service throws; the central error handler turns them into the bodies of docs/api.md#errors.
 * `messageKey` is a key of the `api.errors` messages, translated into the request's language.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly messageKey: string,
    public readonly values: Record<string, string | number> = {},
    public readonly headers: Record<string, string> = {},
    /** Fields the error body carries beside `message` (a 412's `currentVersion`). */
    public readonly extra: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

/** 422 with messages per field; each message is a `validation` key (see contracts/validation). */
export class FieldsError extends HttpError {
  constructor(public readonly fields: Record<string, string[]>) {
    super(422, 'validation');
  }
}

/** 412: the record moved past the version the write expected (`If-Match`); the body says its version now. */
export const versionChanged = (messageKey: string, currentVersion: string) =>
  new HttpError(412, messageKey, {}, { etag: `"${currentVersion}"` }, { currentVersion });
export const notFound = () => new HttpError(404, 'notFound');
/** The answer of an address that does not exist (or does not exist for this caller). */
export const routeNotFound = () => new HttpError(404, 'routeNotFound');
export const forbidden = () => new HttpError(403, 'forbidden');
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'tooManyRequests', { seconds: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
/** When a client should try again after the database was unavailable or too slow (a data route's 503, /health's). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** 503 with Retry-After: the database did not answer (in time). */
export const databaseUnavailable = (retryAfterSeconds: number) =>
  new HttpError(503, 'databaseUnavailable', { seconds: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
