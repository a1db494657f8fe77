import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { addSeconds } from 'date-fns/addSeconds';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CodeSent } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { verifications } from '../../db/schema';
import { addressKey } from '../../lib/address-key';
import type { Clock } from '../../lib/clock';
import { FieldsError, tooManyRequests } from '../../lib/http-errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SmsSender } from '../sms';

/**
 * SMS confirmation codes, shared by registration, password reset and phone change: 4 digits from
 * crypto.randomInt, stored as an HMAC bound to the verification and its purpose, valid 10 minutes,
 * single use. Because 4 digits are weak, tries are capped hard (ARCHITECTURE "Decisions").
 */
export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_TRIES_PER_CODE = 5;
export const MAX_TRIES_PER_VERIFICATION = 10;
export const VERIFICATION_TTL_SECONDS = 60 * 60;
/**
 * Caps per client address and phone, and per client address, stop an attacker's address (429) without touching the
 * owner's (docs/decisions/0032). Past the thresholds per phone, which attempts spread over many addresses reach,
 * nobody is refused for the rest of the hour: the phone gets one SMS a minute, and each of its codes one try (the
 * owner types the code the SMS shows; a guesser gets one guess per SMS).
 */
export const WRONG_CODES_PER_ADDRESS_AND_PHONE: Limit = { max: 10, windowSeconds: 60 * 60 };
export const WRONG_CODES_BEFORE_ONE_TRY: Limit = { max: 30, windowSeconds: 60 * 60 };
export const SMS_PER_ADDRESS_AND_PHONE: Limit = { max: 5, windowSeconds: 60 * 60 };
export const SMS_PER_ADDRESS: Limit = { max: 30, windowSeconds: 60 * 60 };
export const SMS_BEFORE_ONE_A_MINUTE: Limit = { max: 15, windowSeconds: 60 * 60 };
/** Codes of the sign-in's second factor per phone: only a caller who gave the right password sends them. */
export const SIGN_IN_CODES_PER_PHONE: Limit = { max: 10, windowSeconds: 60 * 60 };
const ONE_A_MINUTE: Limit = { max: 1, windowSeconds: RESEND_AFTER_SECONDS };

/** `completion`: the client's code confirming an installation (modules/installations/completion.ts). */
/** `completion` and `prevention`: the client's code accepting an installation's work or a maintenance visit. */
/** `login`: the second factor of a sign-in past the phone's threshold of failures (modules/auth). */
export type Purpose = 'registration' | 'reset' | 'phone' | 'completion' | 'prevention' | 'login';
export type Verification = typeof verifications.$inferSelect;

const payloadIs = (payload: NonNullable<Verification['payload']>) => sql`${verifications.payload} @> ${JSON.stringify(payload)}::jsonb`;

const codeHash = (secret: string, v: Pick<Verification, 'id' | 'purpose'>, code: string) =>
  createHmac('sha256', `sms-code:${secret}`).update(`${v.purpose}:${v.id}:${code}`).digest('hex');

export type CodesDeps = { db: Db; rateLimit: RateLimiter; sms: SmsSender; secret: string; clock: Clock };

/**
 * When the live code of a client's code subject (a completion: `{installationId}`) was sent and when another may be,
 * or null when none is live: the card offers to enter it or to send it again.
 */
export async function liveCodeOf(db: Db, purpose: Purpose, subject: NonNullable<Verification['payload']>, now: Date) {
  const [v] = await db
    .select({ codeExpiresAt: verifications.codeExpiresAt })
    .from(verifications)
    .where(
      and(
        eq(verifications.purpose, purpose),
        payloadIs(subject),
        isNull(verifications.spentAt),
        isNotNull(verifications.codeHash),
        gt(verifications.codeExpiresAt, now),
      ),
    )
    .orderBy(desc(verifications.id))
    .limit(1);
  if (!v?.codeExpiresAt) return null;
  const sentAt = addSeconds(v.codeExpiresAt, -CODE_TTL_SECONDS);
  return { sentAt, resendAt: addSeconds(sentAt, RESEND_AFTER_SECONDS) };
}

export function createCodesService({ db, rateLimit, sms, secret, clock }: CodesDeps) {
  const live = () => and(isNull(verifications.spentAt), gt(verifications.expiresAt, clock.now()));
  const spendWhere = async (where: ReturnType<typeof and>) => {
    await db
      .update(verifications)
      .set({ spentAt: clock.now() })
      .where(and(where, isNull(verifications.spentAt)));
  };
  const spend = (v: Verification) => spendWhere(eq(verifications.id, v.id));
  const newCode = () => String(randomInt(0, 10_000)).padStart(4, '0');
  const storeCode = (v: Verification, code: string) =>
    db
      .update(verifications)
      .set({ codeHash: codeHash(secret, v, code), codeExpiresAt: addSeconds(clock.now(), CODE_TTL_SECONDS), codeAttempts: 0 })
      .where(eq(verifications.id, v.id));
  /** One SMS a minute per `resendKey`, and the caps per client address and phone and per client address (429). */
  const throttleAddress = async (ip: string, resendKey: string, phone: string) => {
    await rateLimit.consume(`sms-resend:${resendKey}`, ONE_A_MINUTE);
    const address = addressKey(ip);
    await rateLimit.consumeAll([
      { key: `sms-ip-phone:${address}:${phone}`, limit: SMS_PER_ADDRESS_AND_PHONE },
      { key: `sms-ip:${address}`, limit: SMS_PER_ADDRESS },
    ]);
  };

  return {
    /**
     * Starts a verification. Reset and phone change keep one live verification per phone / user; a client's code one per
     * subject (`subject`: the part of the payload that names what it confirms, spent when a new one starts).
     */
    async createVerification(input: {
      purpose: Purpose;
      phone: string;
      userId?: number;
      payload?: Verification['payload'];
      subject?: Verification['payload'];
      withToken: boolean;
    }) {
      if (input.purpose === 'reset') await spendWhere(and(eq(verifications.purpose, 'reset'), eq(verifications.phone, input.phone)));
      if (input.purpose === 'phone' && input.userId) await spendWhere(and(eq(verifications.purpose, 'phone'), eq(verifications.userId, input.userId)));
      const subject = input.subject ?? input.payload;
      if ((input.purpose === 'completion' || input.purpose === 'prevention') && subject)
        await spendWhere(and(eq(verifications.purpose, input.purpose), payloadIs(subject)));
      const token = input.withToken ? randomToken() : undefined;
      const [verification] = await db
        .insert(verifications)
        .values({
          purpose: input.purpose,
          phone: input.phone,
          userId: input.userId ?? null,
          payload: input.payload ?? null,
          tokenHash: token ? sha256(token) : null,
          expiresAt: addSeconds(clock.now(), VERIFICATION_TTL_SECONDS),
        })
        .returning();
      return { verification, token };
    },

    /** A live verification reached by its token; 422 `<tokenField>: tokenExpired` otherwise. */
    async byToken(purpose: Purpose, token: string, tokenField: string) {
      const [v] = await db
        .select()
        .from(verifications)
        .where(and(eq(verifications.tokenHash, sha256(token)), eq(verifications.purpose, purpose), live()))
        .limit(1);
      if (!v) throw new FieldsError({ [tokenField]: ['tokenExpired'] });
      return v;
    },

    /** The live verification of `purpose` whose payload contains `payload` (a completion: its installation); 422 `code: codeExpired` otherwise. */
    async liveByPayload(purpose: Purpose, payload: NonNullable<Verification['payload']>) {
      const [v] = await db
        .select()
        .from(verifications)
        .where(and(eq(verifications.purpose, purpose), payloadIs(payload), live()))
        .orderBy(desc(verifications.id))
        .limit(1);
      if (!v) throw new FieldsError({ code: ['codeExpired'] });
      return v;
    },

    /** The user's live phone-change verification for that phone; 422 `code: codeExpired` otherwise. */
    async phoneChangeOf(userId: number, phone: string) {
      const [v] = await db
        .select()
        .from(verifications)
        .where(and(eq(verifications.purpose, 'phone'), eq(verifications.userId, userId), eq(verifications.phone, phone), live()))
        .limit(1);
      if (!v) throw new FieldsError({ code: ['codeExpired'] });
      return v;
    },

    /**
     * Throttles before anything is written: one SMS per `resendKey` per minute, caps per client address and phone
     * and per client address, and past the phone's threshold one SMS a minute to it from everyone together. Counts
     * the same whether or not an SMS will really go out.
     */
    async throttleSend(ip: string, resendKey: string, phone: string) {
      await throttleAddress(ip, resendKey, phone);
      if (await rateLimit.beyond(`sms-phone:${phone}`, SMS_BEFORE_ONE_A_MINUTE)) await rateLimit.consume(`sms-phone-minute:${phone}`, ONE_A_MINUTE);
    },

    /**
     * Throttles the sign-in's second factor: as `throttleSend` per address, and per phone a cap that only a caller
     * with the right password (`proven`) counts, so strangers never use it up; a wrong password is checked against it
     * all the same, to be answered alike.
     */
    async throttleSignInSend(ip: string, resendKey: string, phone: string, proven: boolean) {
      await throttleAddress(ip, resendKey, phone);
      const key = `sms-sign-in:${phone}`;
      if (proven) await rateLimit.consume(key, SIGN_IN_CODES_PER_PHONE);
      else await rateLimit.ensureBelow(key, SIGN_IN_CODES_PER_PHONE);
    },

    /**
     * Replaces the verification's code with a new one and texts it. `message` builds the SMS from the
     * code, or returns a text without it (the phone's owner is told, the asker learns nothing), or
     * null to send nothing. The code is stored either way, so every path checks alike.
     */
    async issueCode(v: Verification, resendKey: string, message: (code: string) => { text: string; withCode: boolean } | null): Promise<CodeSent> {
      const code = newCode();
      await storeCode(v, code);
      const text = message(code);
      if (text) {
        try {
          await sms.send({ phone: v.phone, text: text.text, code: text.withCode ? code : undefined });
        } catch (err) {
          // Nothing went out: let the user ask again at once.
          await rateLimit.reset(`sms-resend:${resendKey}`);
          throw err;
        }
      }
      return { codeSent: true, resendAfter: RESEND_AFTER_SECONDS };
    },

    /**
     * As `issueCode` with a text that carries the code, but answers before the SMS goes out, so that the answer looks
     * like `issueNoCode`'s: as quick whatever the gateway takes, and the same when it fails (it logs that). A failure
     * lifts the resend pause, as in `issueCode`.
     */
    async issueCodeUnawaited(v: Verification, resendKey: string, text: (code: string) => string): Promise<CodeSent> {
      const code = newCode();
      await storeCode(v, code);
      void sms
        .send({ phone: v.phone, text: text(code), code })
        .catch(() => rateLimit.reset(`sms-resend:${resendKey}`))
        .catch(() => undefined);
      return { codeSent: true, resendAfter: RESEND_AFTER_SECONDS };
    },

    /** Answers as `issueCode` without sending anything, and stores a code no one can type (it is no 4-digit code). */
    async issueNoCode(v: Verification): Promise<CodeSent> {
      await storeCode(v, randomToken());
      return { codeSent: true, resendAfter: RESEND_AFTER_SECONDS };
    },

    /**
     * Checks a code. Right: the code is used up and the verification confirmed. Wrong: 422 `code`
     * (`codeWrong`, or `codeExpired` once this code has had its 5 tries, or its one try past the phone's threshold
     * of wrong codes). After 10 wrong tries on the verification, or on the phone from this client address within an
     * hour across resends: the verification is spent and 429.
     */
    async checkCode(v: Verification, code: string, ip: string) {
      const perAddress = { key: `code-fail:${v.purpose}:ip-phone:${addressKey(ip)}:${v.phone}`, limit: WRONG_CODES_PER_ADDRESS_AND_PHONE };
      const perPhone = { key: `code-fail:${v.purpose}:${v.phone}`, limit: WRONG_CODES_BEFORE_ONE_TRY };
      const blocked = await rateLimit.reached([perAddress]);
      if (blocked.reached) {
        await spend(v);
        throw tooManyRequests(blocked.retryAfter);
      }
      const triesPerCode = (await rateLimit.reached([perPhone])).reached ? 1 : MAX_TRIES_PER_CODE;
      // Claim a try atomically, so parallel guesses cannot exceed the caps.
      const [claimed] = await db
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1`, codeAttempts: sql`${verifications.codeAttempts} + 1` })
        .where(
          and(
            eq(verifications.id, v.id),
            isNull(verifications.spentAt),
            isNotNull(verifications.codeHash),
            gt(verifications.codeExpiresAt, clock.now()),
            lt(verifications.codeAttempts, triesPerCode),
            lt(verifications.attempts, MAX_TRIES_PER_VERIFICATION),
          ),
        )
        .returning();
      if (!claimed) throw new FieldsError({ code: ['codeExpired'] });

      const expected = Buffer.from(claimed.codeHash!, 'hex');
      const given = Buffer.from(codeHash(secret, claimed, code), 'hex');
      if (timingSafeEqual(expected, given)) {
        const [confirmed] = await db
          .update(verifications)
          .set({ codeHash: null, confirmedAt: clock.now() })
          .where(and(eq(verifications.id, v.id), eq(verifications.codeHash, claimed.codeHash!)))
          .returning({ id: verifications.id });
        if (confirmed) return;
      }
      const [failures] = await Promise.all([rateLimit.fail(perAddress.key, perAddress.limit), rateLimit.fail(perPhone.key, perPhone.limit)]);
      if (failures.reached || claimed.attempts >= MAX_TRIES_PER_VERIFICATION) {
        await spend(v);
        throw tooManyRequests(failures.retryAfter);
      }
      throw new FieldsError({ code: [claimed.codeAttempts >= triesPerCode ? 'codeExpired' : 'codeWrong'] });
    },

    /**
     * Spends a confirmed verification exactly once (the step after the code), within the caller's
     * transaction; 422 `tokenExpired` otherwise.
     */
    async consumeConfirmed(tx: Tx, v: Verification, tokenField: string) {
      const [row] = await tx.db
        .update(verifications)
        .set({ spentAt: clock.now() })
        .where(and(eq(verifications.id, v.id), isNull(verifications.spentAt), isNotNull(verifications.confirmedAt)))
        .returning({ id: verifications.id });
      if (!row) throw new FieldsError({ [tokenField]: ['tokenExpired'] });
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
