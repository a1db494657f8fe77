import { sqlStateOf } from './db-errors';
import { FieldsError } from './http-errors';

/** A 422's fields and their message keys; none when every check passed. */
export type Refusals = Record<string, string[]>;

/**
 * Checks, then writes: a 422 with every refusal, else `write`. A unique violation of the write (a code, phone or address
 * taken meanwhile) is answered with the 422 the checks now give.
 */
export async function checkedWrite<T>(check: () => Promise<Refusals>, write: () => Promise<T>): Promise<T> {
  const refuse = async () => {
    const refusals = await check();
    if (Object.keys(refusals).length) throw new FieldsError(refusals);
  };
  await refuse();
  return write().catch(async (err: unknown) => {
    if (sqlStateOf(err) === '23505') await refuse();
    throw err;
  });
}
