import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable token (regToken, resetToken, refreshToken); only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
