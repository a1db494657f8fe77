import { forbidden } from './http-errors';

/**
 * What a module's policy (modules/<name>/policy.ts) answers for a named action on a record: null when the viewer may
 * take it now; `forbidden` when it is not theirs to take (403); otherwise why the record's state refuses it, a reason
 * of the module's own errors. The service's guards and the `can*` flags of its answers read the same verdict.
 */
export type Verdict<Reason extends string = never> = null | 'forbidden' | Reason;

/** A verdict as an answer's `can*` flag. */
export const allowed = (verdict: Verdict<string>) => verdict === null;

/**
 * Throws the refusal a verdict names: 403 for `forbidden`, else the module's error for its reason. A policy whose
 * verdicts have no reason (only 403) needs no refusal.
 */
export function enforce(verdict: Verdict): void;
export function enforce<Reason extends string>(verdict: Verdict<Reason>, refusal: (reason: Reason) => Error): void;
export function enforce<Reason extends string>(verdict: Verdict<Reason>, refusal?: (reason: Reason) => Error) {
  if (verdict === 'forbidden') throw forbidden();
  if (verdict !== null) throw refusal!(verdict);
}
