import { randomUUID } from 'node:crypto';
import type { CodeSent, Lang, ProfilePasswordBody, ProfileUpdateBody } from '../../../../contracts';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { FieldsError, unauthorized } from '../../lib/http-errors';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { PASSWORD_CHANGE_FAILS_PER_USER, type SessionsService } from '../auth';
import type { CodesService } from '../codes';
import type { NotificationsService } from '../notifications';
import { assertPhoneValid, deleteUser, findUserByPhone, findUserWhere, isUniqueViolation, presentProfile, updateUser, type UserWithRole } from '../users';
import { toAvatar } from './avatar';
import { pages } from '../../../../contracts/pages';

export type ProfileDeps = {
  db: Db;
  storage: Storage;
  rateLimit: RateLimiter;
  codes: CodesService;
  sessions: SessionsService;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
};

/** The signed-in user's own account: data, phone (by SMS code), password, avatar, language, deletion. */
export function createProfileService({ db, storage, rateLimit, codes, sessions, notifications, clock }: ProfileDeps) {
  /** The user's row; a session that outlived its account is a 401. */
  async function current(viewer: Viewer): Promise<UserWithRole> {
    const user = await findUserWhere(db, scopeOf('profile', viewer));
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * Texts a code to a new phone of the user. A phone that belongs to another account gets a notice
   * instead, and the answer is the same, so this cannot be used to learn who is registered.
   */
  async function startPhoneChange(user: UserWithRole, phone: string, ip: string, t: Translator): Promise<CodeSent> {
    assertPhoneValid(phone);
    const resendKey = `phone:${user.id}:${phone}`;
    await codes.throttleSend(ip, resendKey, phone);
    const owner = await findUserByPhone(db, phone);
    const { verification } = await codes.createVerification({ purpose: 'phone', phone, userId: user.id, withToken: false });
    return codes.issueCode(verification, resendKey, (code) =>
      owner && owner.id !== user.id ? { text: t('sms.phoneInUse'), withCode: false } : { text: t('sms.phoneChangeCode', { code }), withCode: true },
    );
  }

  return {
    get: async (viewer: Viewer) => presentProfile(await current(viewer), storage),

    /** An unchanged phone answers the saved profile; a new one is texted a code and saved only once confirmed. */
    async update(viewer: Viewer, { name, lastname, email, phone }: ProfileUpdateBody, ip: string, t: Translator) {
      const user = await current(viewer);
      const sent = phone === user.phone ? null : await startPhoneChange(user, phone, ip, t);
      await updateUser(db, user.id, { name, lastname, email }, clock.now());
      return sent ?? presentProfile({ ...user, name, lastname, email }, storage);
    },

    async remove(viewer: Viewer) {
      const user = await current(viewer);
      // The sessions go with the account; ending them first is what closes their sockets.
      await transaction(db, async (tx) => {
        await sessions.revokeAllOf(tx, user.id);
        await deleteUser(tx.db, user.id);
      });
      if (user.avatar) await storage.remove(user.avatar);
      return { deleted: true as const };
    },

    async setAvatar(viewer: Viewer, upload: Buffer) {
      const user = await current(viewer);
      const webp = await toAvatar(upload);
      const key = await storage.put(`avatars/${user.id}/${randomUUID()}.webp`, webp);
      await updateUser(db, user.id, { avatar: key }, clock.now());
      if (user.avatar) await storage.remove(user.avatar);
      return { avatar: storage.url(key) };
    },

    /** The new password, the end of the user's other sessions and the notice land together. */
    async changePassword(viewer: Viewer & { sessionId: string }, { oldPassword, password }: ProfilePasswordBody) {
      const user = await current(viewer);
      const failKey = `password-change-fail:${user.id}`;
      await rateLimit.ensureBelow(failKey, PASSWORD_CHANGE_FAILS_PER_USER);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        await rateLimit.fail(failKey, PASSWORD_CHANGE_FAILS_PER_USER);
        throw new FieldsError({ oldPassword: ['passwordWrong'] });
      }
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      await transaction(db, async (tx) => {
        await updateUser(tx.db, user.id, { passwordHash }, clock.now());
        await sessions.revokeAllOf(tx, user.id, viewer.sessionId);
        await notifications.notify(tx, user, { kind: 'passwordChanged', link: pages.profile() });
      });
      return { changed: true as const };
    },

    async setLanguage(viewer: Viewer, lang: Lang) {
      await updateUser(db, viewer.id, { language: lang }, clock.now());
      return lang;
    },

    sendPhoneCode: async (viewer: Viewer, phone: string, ip: string, t: Translator) => startPhoneChange(await current(viewer), phone, ip, t),

    /** The code spent and the phone saved together; a phone taken meanwhile changes nothing. */
    async confirmPhone(viewer: Viewer, phone: string, code: string, ip: string) {
      const user = await current(viewer);
      const v = await codes.phoneChangeOf(user.id, phone);
      await codes.checkCode(v, code, ip);
      await transaction(db, async (tx) => {
        await codes.consumeConfirmed(tx, v, 'code');
        try {
          await updateUser(tx.db, user.id, { phone }, clock.now());
        } catch (err) {
          if (isUniqueViolation(err)) throw new FieldsError({ phone: ['phoneTaken'] });
          throw err;
        }
      });
      return presentProfile({ ...user, phone }, storage);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
