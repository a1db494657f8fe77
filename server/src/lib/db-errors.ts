import { DrizzleQueryError } from 'drizzle-orm';

type Link = { code?: unknown; severity?: unknown; cause?: unknown };

function* chain(error: unknown) {
  for (let e = error as Link | undefined; e && typeof e === 'object'; e = e.cause as Link | undefined) yield e;
}

/** The SQLSTATE of a database error, also when Drizzle wraps it; node-postgres and PGlite report it alike. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.severity === 'string' && typeof e.code === 'string') return e.code;
  return undefined;
}

/** Text PostgreSQL cannot store (NUL, ill-formed Unicode): a bad request that slipped past the contract. */
export const isEncodingError = (error: unknown) => ['22021', '22P05'].includes(sqlStateOf(error) ?? '');

// Connection exceptions (class 08), shutdown or start-up (57P0x), too many connections, and the waits the pool bounds:
// statement timeout (57014) and lock timeout (55P03).
const UNAVAILABLE = /^(08...|57P0[1-3]|53300|57014|55P03)$/;
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres's own words for a connection it could not get or lost: "timeout exceeded when trying to connect",
// "Connection terminated unexpectedly", "... is not queryable", "Query read timeout".
const LOST = /timeout|terminated|not queryable/i;

/** Whether the database could not answer in time or at all, as opposed to refusing the query. */
export function isDatabaseUnavailable(error: unknown) {
  const state = sqlStateOf(error);
  if (state) return UNAVAILABLE.test(state);
  return [...chain(error)].some(
    (e) => (typeof e.code === 'string' && NETWORK.has(e.code)) || (e instanceof Error && !(e instanceof DrizzleQueryError) && LOST.test(e.message)),
  );
}
