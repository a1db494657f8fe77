import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';
import { PASSWORD_MIN } from '../../../contracts';
import { FieldsError } from './http-errors';

// argon2id with OWASP's baseline cost (19 MiB, 2 passes): strong, yet fast enough on a 2-core box.
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Passwords are compared as typed, after Unicode NFC so that the same text typed on any device matches. */
const normalize = (password: string) => password.normalize('NFC');

export const hashPassword = (password: string) => argon2.hash(normalize(password), ARGON2);

let dummyHash: Promise<string> | undefined;
/**
 * Verifies a password against a stored hash; without one (unknown phone, no password set) it still
 * runs argon2 against a dummy hash so that the answer takes as long either way.
 */
export async function verifyPassword(hash: string | null | undefined, password: string) {
  if (!hash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await dummyHash, normalize(password));
    return false;
  }
  return argon2.verify(hash, normalize(password));
}

// The ranked list of common passwords shipped by @zxcvbn-ts/language-common (about 49k entries);
// only those long enough to pass the length rule matter.
const common = new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN));

export const isCommonPassword = (password: string) => common.has(normalize(password).toLowerCase());

/** 422 `password: passwordCommon` for a password from the list. */
export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password)) throw new FieldsError({ password: ['passwordCommon'] });
}
