import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CodeSent } from '../../../../contracts';
import { createVerification, issueCode, throttleSend } from '../codes/service';
import { assertPhoneValid, findUserById, findUserByPhone, type UserWithRole } from '../users/service';
import { unauthorized } from '../../lib/http-errors';

/** The signed-in user's row; a session that outlived its account is a 401. */
export async function currentUser(app: FastifyInstance, request: FastifyRequest): Promise<UserWithRole> {
  const user = await findUserById(app.db, request.user!.id);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Texts a code to a new phone of the user. A phone that belongs to another account gets a notice
 * instead, and the answer is the same, so this cannot be used to learn who is registered.
 */
export async function startPhoneChange(app: FastifyInstance, request: FastifyRequest, user: UserWithRole, phone: string): Promise<CodeSent> {
  assertPhoneValid(phone);
  const resendKey = `phone:${user.id}:${phone}`;
  await throttleSend(app, request.ip, resendKey, phone);
  const owner = await findUserByPhone(app.db, phone);
  const { verification } = await createVerification(app.db, { purpose: 'phone', phone, userId: user.id, withToken: false });
  return issueCode(app, verification, resendKey, (code) =>
    owner && owner.id !== user.id
      ? { text: request.t('sms.phoneInUse'), withCode: false }
      : { text: request.t('sms.phoneChangeCode', { code }), withCode: true },
  );
}
