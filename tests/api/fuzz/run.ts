import fc from 'fast-check';
import type { TestServer } from '../helpers';
import type { Operation } from './operations';
import { problemsOf } from './oracle';
import { inputs, send, type Input } from './requests';
import { FRESH_ACCOUNT_PER_INPUT, SEES_EVERYONE, SHOWS_OTHER_USERS } from './special';
import type { World } from './world';

/** Per route: inputs sent (shrinking included) and answers per status. */
export type Tally = { inputs: number; statuses: Record<number, number> };

/** The request as text, JSON-escaped so that NUL and surrogates show. */
function describe(operation: Operation, input: Input, max = 300) {
  const clip = (text: string) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
  const payload = !input.payload
    ? ''
    : input.payload.kind === 'json'
      ? ` json ${clip(JSON.stringify(input.payload.value) ?? 'undefined')}`
      : input.payload.kind === 'raw'
        ? ` ${input.payload.contentType} ${clip(JSON.stringify(input.payload.text))}`
        : ` multipart ${clip(JSON.stringify(input.payload.parts.map((p) => ({ name: p.name, text: p.text, file: p.file && { filename: p.file.filename, type: p.file.type, bytes: p.file.bytes.length } }))))}`;
  return `${operation.method} ${clip(input.path)}${input.query ? `?${clip(input.query)}` : ''} as ${input.actor.name}${input.ip ? ` from ${input.ip}` : ''}${payload}`;
}

/**
 * Sends `runs` generated inputs to one operation; answers the first failure, shrunk by fast-check
 * to a small input, or null.
 */
export async function fuzz(server: TestServer, world: World, operation: Operation, runs: number, tally: Tally, seed?: number): Promise<string | null> {
  const fresh = operation.key in FRESH_ACCOUNT_PER_INPUT;
  const checkRecords = !(operation.key in SHOWS_OTHER_USERS);
  const property = fc.asyncProperty(inputs(operation, world), async (input) => {
    const actor = fresh ? await world.freshLike(input.actor) : input.actor;
    const answer = await send(server.url, operation.method, input, actor).catch((error: Error) => {
      // A transport failure (the server reset or left the connection) says nothing without its cause and the request.
      throw new Error(`${error.message}: ${String((error.cause as Error | undefined)?.message ?? error.cause)}\n  request: ${describe(operation, input)}`);
    });
    tally.inputs += 1;
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
    const problems = problemsOf(answer, actor, describe(operation, input, Infinity), world.markers, checkRecords && !SEES_EVERYONE.has(actor.role ?? ''));
    if (problems.length)
      throw new Error(`${problems.join('; ')}\n  request: ${describe(operation, input)}\n  answer: ${answer.status} ${answer.text.slice(0, 300)}`);
  });
  // FUZZ_PATH (with FUZZ_SEED) replays one failure's shrunk input straight away, as the failure message prints it.
  const result = await fc.check(property, { numRuns: runs, seed, path: seed === undefined ? undefined : process.env.FUZZ_PATH });
  if (!result.failed) return null;
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  return `${operation.key}: ${error}\n  (seed ${result.seed}, path "${result.counterexamplePath}", after ${result.numRuns} inputs and ${result.numShrinks} shrinks)`;
}
