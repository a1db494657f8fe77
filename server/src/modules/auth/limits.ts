import type { Limit } from '../../lib/rate-limit';

/** Failed sign-ins before 429, per phone and per client IP. */
export const LOGIN_FAILS_PER_PHONE: Limit = { max: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILS_PER_IP: Limit = { max: 30, windowSeconds: 15 * 60 };
/** Registration starts per client IP (each writes a pending registration). */
export const REGISTRATIONS_PER_IP: Limit = { max: 20, windowSeconds: 60 * 60 };
/** Wrong current passwords on the password change form, per user. */
export const PASSWORD_CHANGE_FAILS_PER_USER: Limit = { max: 10, windowSeconds: 15 * 60 };
