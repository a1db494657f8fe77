import { addressKey } from '../../lib/address-key';
import type { Limit, Throttle } from '../../lib/rate-limit';

/**
 * Failed sign-ins (docs/decisions/0032, after NIST SP 800-63B §5.2.2): per client address and phone, and per client
 * address across phones, where the limit answers 429 to that address only; and per phone from everywhere, where
 * the threshold makes the account ask for its SMS code besides the password instead of refusing anyone.
 */
export const LOGIN_FAILS_PER_ADDRESS_AND_PHONE: Limit = { max: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILS_PER_ADDRESS: Limit = { max: 30, windowSeconds: 15 * 60 };
export const LOGIN_FAILS_BEFORE_SECOND_FACTOR: Limit = { max: 20, windowSeconds: 60 * 60 };

export const loginThrottles = (ip: string, phone: string) => {
  const address = addressKey(ip);
  return {
    /** The first one is cleared when this address signs the phone in. */
    address: [
      { key: `login-fail:ip-phone:${address}:${phone}`, limit: LOGIN_FAILS_PER_ADDRESS_AND_PHONE },
      { key: `login-fail:ip:${address}`, limit: LOGIN_FAILS_PER_ADDRESS },
    ] satisfies Throttle[],
    phone: { key: `login-fail:phone:${phone}`, limit: LOGIN_FAILS_BEFORE_SECOND_FACTOR } satisfies Throttle,
  };
};

/** The second factor's codes go out once a minute per client address and phone: a stranger's attempts never delay the owner's. */
export const signInCodeResendKey = (ip: string, phone: string) => `login:${addressKey(ip)}:${phone}`;

/** Registration starts per client address (each writes a pending registration). */
export const REGISTRATIONS_PER_ADDRESS: Limit = { max: 20, windowSeconds: 60 * 60 };
export const registrationsKey = (ip: string) => `registrations:ip:${addressKey(ip)}`;

/** Wrong current passwords on the password change form, per user. */
export const PASSWORD_CHANGE_FAILS_PER_USER: Limit = { max: 10, windowSeconds: 15 * 60 };
