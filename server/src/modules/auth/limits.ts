import type { Limit, Throttle } from '../../lib/rate-limit';

/**
 * Failed sign-ins before 429 (docs/decisions/0012): counted per client IP and phone, so an attacker's address is
 * stopped while the owner signing in from theirs is not; per IP across phones; and a generous ceiling per phone
 * against guessing spread over many addresses.
 */
export const LOGIN_FAILS_PER_IP_AND_PHONE: Limit = { max: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILS_PER_IP: Limit = { max: 30, windowSeconds: 15 * 60 };
export const LOGIN_FAILS_PER_PHONE: Limit = { max: 100, windowSeconds: 60 * 60 };

export const loginThrottles = (ip: string, phone: string): Throttle[] => [
  { key: `login-fail:ip-phone:${ip}:${phone}`, limit: LOGIN_FAILS_PER_IP_AND_PHONE },
  { key: `login-fail:ip:${ip}`, limit: LOGIN_FAILS_PER_IP },
  { key: `login-fail:phone:${phone}`, limit: LOGIN_FAILS_PER_PHONE },
];

/** Registration starts per client IP (each writes a pending registration). */
export const REGISTRATIONS_PER_IP: Limit = { max: 20, windowSeconds: 60 * 60 };
/** Wrong current passwords on the password change form, per user. */
export const PASSWORD_CHANGE_FAILS_PER_USER: Limit = { max: 10, windowSeconds: 15 * 60 };
