import {
  roleNameSchema,
  roleTypeSchema,
  type Lang,
  type LoginBody,
  type LoginCodeBody,
  type PasswordResetBody,
  type RegistrationBody,
  type RegistrationPasswordBody,
  type Session,
  type SignInCodeSent,
} from '../../../../contracts';
import { isDealerRole } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { FieldsError, notFound } from '../../lib/http-errors';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { CodesService } from '../codes';
import type { NotificationsService } from '../notifications';
import {
  assertPhoneValid,
  dropInvitation,
  findUserById,
  findUserByPhone,
  insertUser,
  invitationOf,
  isUniqueViolation,
  updateUser,
  type UserWithRole,
} from '../users';
import { loginThrottles, registrationsKey, REGISTRATIONS_PER_ADDRESS, signInCodeResendKey } from './limits';
import { isSelfRegistrationRole, selfRegistrationRoles } from './queries';
import type { SessionsService } from './sessions';
import { pages } from '../../../../contracts/pages';

export type AuthDeps = {
  db: Db;
  rateLimit: RateLimiter;
  codes: CodesService;
  sessions: SessionsService;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
};

/** Sign-in, registration and password reset by SMS code (docs/api.md#authentication). */
export function createAuthService({ db, rateLimit, codes, sessions, notifications, clock }: AuthDeps) {
  /**
   * Texts the sign-in code to the phone when the password was right (`user`); otherwise answers alike and sends
   * nothing. The answer does not wait for the SMS: its time or failure would tell a guesser the password was right.
   */
  async function sendSignInCode(phone: string, user: UserWithRole | null, ip: string, t: Translator): Promise<SignInCodeSent> {
    const resendKey = signInCodeResendKey(ip, phone);
    await codes.throttleSignInSend(ip, resendKey, phone, Boolean(user));
    const { verification, token } = await codes.createVerification({ purpose: 'login', phone, userId: user?.id, withToken: true });
    const sent = user
      ? await codes.issueCodeUnawaited(verification, resendKey, (code) => t('sms.signInCode', { code }))
      : await codes.issueNoCode(verification);
    return { loginToken: token!, ...sent };
  }

  return {
    async roles(t: Translator) {
      return (await selfRegistrationRoles(db)).map((r) => {
        const name = roleNameSchema.parse(r.name);
        return { id: r.id, name, type: roleTypeSchema.parse(r.type), label: t(`roles.${name}`) };
      });
    },

    /**
     * A wrong password and an unknown phone both answer 422 `signIn`; failures are throttled per client address and
     * phone and per client address (429). Past the phone's threshold of failures from everywhere, the password alone
     * no longer signs in: every attempt answers that a code was sent, and only the right password sends it (the
     * answer tells a guesser nothing), for `confirmSignIn` (docs/decisions/0032). A blocked account is told so only once
     * the password (or the code) proved the caller: `sessions.start` refuses it.
     */
    async login({ phone, password }: LoginBody, ip: string, t: Translator): Promise<Session | SignInCodeSent> {
      const throttles = loginThrottles(ip, phone);
      await rateLimit.ensureBelowAll(throttles.address);
      const secondFactor = (await rateLimit.reached([throttles.phone])).reached;
      const user = await findUserByPhone(db, phone);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!valid) await rateLimit.failAll([...throttles.address, throttles.phone]);
      const proven = valid && user ? user : null;
      if (secondFactor) return sendSignInCode(phone, proven, ip, t);
      if (!proven) throw new FieldsError({ signIn: ['signIn'] });
      await rateLimit.reset(throttles.address[0].key);
      return sessions.start(db, proven);
    },

    /** The second step of a sign-in that asked for a code: the right code signs in (once); see `checkCode` for wrong ones. */
    async confirmSignIn({ loginToken, code }: LoginCodeBody, ip: string) {
      const v = await codes.byToken('login', loginToken, 'loginToken');
      await codes.checkCode(v, code, ip);
      // Only a right password stores a code that can be typed, and it names the user.
      const user = v.userId && (await findUserById(db, v.userId));
      if (!user) throw new FieldsError({ loginToken: ['tokenExpired'] });
      const session = await transaction(db, async (tx) => {
        await codes.consumeConfirmed(tx, v, 'loginToken');
        return sessions.start(tx.db, user);
      });
      await rateLimit.reset(loginThrottles(ip, v.phone).address[0].key);
      return session;
    },

    /** Whom an invitation link names (docs/decisions/0040-invitation-links.md), or 404. */
    async invitation(token: string) {
      const invited = await invitationOf(db, token);
      if (!invited) throw notFound();
      return { name: invited.name, lastname: invited.lastname, phone: invited.phone, role: invited.role, company: invited.company };
    },

    /** A visitor's chosen role, or the role of the invitation they register with (for its phone only). */
    async startRegistration({ name, lastname, phone, email, roleId: chosen, invitation }: RegistrationBody, ip: string) {
      assertPhoneValid(phone);
      const invited = invitation ? await invitationOf(db, invitation) : null;
      if (invitation && !invited) throw new FieldsError({ invitation: ['invitationGone'] });
      if (invited && invited.phone !== phone) throw new FieldsError({ phone: ['invitationOtherPhone'] });
      const roleId = invited?.roleId ?? chosen!;
      if (!invited && !(await isSelfRegistrationRole(db, roleId))) throw new FieldsError({ roleId: ['roleInvalid'] });
      await rateLimit.consume(registrationsKey(ip), REGISTRATIONS_PER_ADDRESS);
      const { token } = await codes.createVerification({ purpose: 'registration', phone, payload: { name, lastname, email, roleId }, withToken: true });
      return { regToken: token! };
    },

    /** A registered phone gets an SMS saying so instead of a code, and the answer is the same. */
    async sendRegistrationCode(regToken: string, ip: string, t: Translator) {
      const v = await codes.byToken('registration', regToken, 'regToken');
      const resendKey = `registration:${v.id}`;
      await codes.throttleSend(ip, resendKey, v.phone);
      // A client invited by an installer (no password yet) registers like anyone else and adopts that account.
      const registered = await findUserByPhone(db, v.phone).then((u) => (u?.passwordHash ? u : null));
      return codes.issueCode(v, resendKey, (code) =>
        registered ? { text: t('sms.phoneRegistered'), withCode: false } : { text: t('sms.registrationCode', { code }), withCode: true },
      );
    },

    async checkRegistrationCode(regToken: string, code: string, ip: string) {
      await codes.checkCode(await codes.byToken('registration', regToken, 'regToken'), code, ip);
      return { confirmed: true as const };
    },

    /** Creates the account of a confirmed registration and signs it in: all of it, or nothing. */
    async completeRegistration({ password, regToken, fcmToken }: RegistrationPasswordBody, lang: Lang) {
      const v = await codes.byToken('registration', regToken, 'regToken');
      if (!v.confirmedAt || !v.payload || !('roleId' in v.payload)) throw new FieldsError({ regToken: ['tokenExpired'] });
      const registration = v.payload;
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      return transaction(db, async (tx) => {
        await codes.consumeConfirmed(tx, v, 'regToken');
        let userId: number;
        try {
          const invited = await findUserByPhone(tx.db, v.phone);
          if (invited && !invited.passwordHash) {
            // An account invited by SMS (an installation's client, a dealer company's person): the registration adopts it
            // (and its installations). A dealer role keeps the invitation's role and company, which registration cannot
            // choose (docs/decisions/0036-back-office-dealers-and-audit-log.md).
            userId = invited.id;
            const { roleId, ...person } = registration;
            const role = isDealerRole(roleNameSchema.parse(invited.role.name)) ? {} : { roleId };
            await updateUser(tx.db, userId, { ...person, ...role, passwordHash, language: lang }, clock.now());
            await dropInvitation(tx.db, userId);
          } else {
            userId = await insertUser(tx.db, { ...registration, phone: v.phone, passwordHash, language: lang });
          }
        } catch (err) {
          // The phone was registered already (the code was then never texted) or meanwhile.
          if (isUniqueViolation(err)) throw new FieldsError({ regToken: ['tokenExpired'] });
          throw err;
        }
        await notifications.notify(tx, { id: userId, language: lang }, { kind: 'welcome', link: pages.profile() });
        return sessions.start(tx.db, (await findUserById(tx.db, userId))!, { fcmToken });
      });
    },

    /** Answers alike for unknown phones: their owner gets an SMS saying there is no account. */
    async startReset(phone: string, ip: string, t: Translator) {
      assertPhoneValid(phone);
      const resendKey = `reset:${phone}`;
      await codes.throttleSend(ip, resendKey, phone);
      const user = await findUserByPhone(db, phone);
      const { verification, token } = await codes.createVerification({ purpose: 'reset', phone, userId: user?.id, withToken: true });
      const sent = await codes.issueCode(verification, resendKey, (code) =>
        user ? { text: t('sms.resetCode', { code }), withCode: true } : { text: t('sms.resetNoAccount'), withCode: false },
      );
      return { resetToken: token!, ...sent };
    },

    async checkResetCode(resetToken: string, code: string, ip: string) {
      await codes.checkCode(await codes.byToken('reset', resetToken, 'resetToken'), code, ip);
      return { confirmed: true as const };
    },

    /** Sets the new password of a confirmed reset, ends every session and signs in anew: all of it, or nothing. */
    async resetPassword({ password, resetToken }: PasswordResetBody) {
      const v = await codes.byToken('reset', resetToken, 'resetToken');
      const user = v.confirmedAt && v.userId ? await findUserById(db, v.userId) : null;
      if (!user) throw new FieldsError({ resetToken: ['tokenExpired'] });
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      return transaction(db, async (tx) => {
        await codes.consumeConfirmed(tx, v, 'resetToken');
        await updateUser(tx.db, user.id, { passwordHash }, clock.now());
        await sessions.revokeAllOf(tx, user.id);
        await notifications.notify(tx, user, { kind: 'passwordChanged', link: pages.profile() });
        return sessions.start(tx.db, user);
      });
    },

    refresh: (refreshToken: string) => sessions.refresh(refreshToken),

    async logout(sessionId: string) {
      await sessions.revoke(sessionId);
      return { signedOut: true as const };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
