import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletedSchema,
  AVATAR_MAX_BYTES,
  avatarSchema,
  envelope,
  langQuery,
  langSchema,
  passwordChangedSchema,
  phoneCodeSendBodySchema,
  phoneConfirmBodySchema,
  profileLanguageBodySchema,
  profilePasswordBodySchema,
  profileSchema,
  profileUpdateBodySchema,
  profileUpdateResultSchema,
  codeSentSchema,
} from '../../../../contracts';
import { users } from '../../db/schema';
import { FieldsError } from '../../lib/http-errors';
import { documentedUpload, uploadedFile } from '../../lib/uploads';
import { PASSWORD_CHANGE_FAILS_PER_USER } from '../auth/limits';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { checkCode, consumeConfirmed, phoneChangeOf } from '../codes/service';
import { notify } from '../notifications/service';
import { isUniqueViolation, presentProfile } from '../users/service';
import { toAvatar } from './avatar';
import { currentUser, startPhoneChange } from './service';

const tags = ['profile'];
const security = [{ bearer: [] }];

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/web/profile',
    { schema: { tags, summary: "The signed-in user's profile", security, querystring: langQuery, response: { 200: envelope(profileSchema) } } },
    async (request) => ({ data: presentProfile(await currentUser(app, request), storage) }),
  );

  app.put(
    '/web/profile',
    {
      schema: {
        tags,
        summary: 'Save name, lastname, e-mail and phone',
        description: 'An unchanged phone answers the profile. A new phone answers `{codeSent: true}`: it is saved only by POST /web/profile/phone/confirm.',
        security,
        querystring: langQuery,
        body: profileUpdateBodySchema,
        response: { 200: envelope(profileUpdateResultSchema) },
      },
    },
    async (request) => {
      const user = await currentUser(app, request);
      const { name, lastname, email, phone } = request.body;
      const sent = phone === user.phone ? null : await startPhoneChange(app, request, user, phone);
      await db.update(users).set({ name, lastname, email, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { data: sent ?? presentProfile({ ...user, name, lastname, email }, storage) };
    },
  );

  app.delete(
    '/web/profile',
    {
      schema: { tags, summary: 'Delete the account; every session ends', security, querystring: langQuery, response: { 200: envelope(accountDeletedSchema) } },
    },
    async (request) => {
      const user = await currentUser(app, request);
      await db.delete(users).where(eq(users.id, user.id));
      if (user.avatar) await storage.remove(user.avatar);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/web/profile/avatar',
    {
      config: documentedUpload('avatar'),
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field `avatar`, an image up to 5 MB; stored as 256x256 webp)',
        security,
        querystring: langQuery,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(avatarSchema) },
      },
    },
    async (request) => {
      const user = await currentUser(app, request);
      const webp = await toAvatar(await uploadedFile(request, 'avatar'));
      const key = await storage.put(`avatars/${user.id}/${randomUUID()}.webp`, webp);
      await db.update(users).set({ avatar: key, updatedAt: new Date() }).where(eq(users.id, user.id));
      if (user.avatar) await storage.remove(user.avatar);
      return { data: { avatar: storage.url(key) } };
    },
  );

  app.put(
    '/web/profile/password',
    {
      schema: {
        tags,
        summary: "Change the password; the user's other sessions end",
        security,
        querystring: langQuery,
        body: profilePasswordBodySchema,
        response: { 200: envelope(passwordChangedSchema) },
      },
    },
    async (request) => {
      const user = await currentUser(app, request);
      const { oldPassword, password } = request.body;
      const failKey = `password-change-fail:${user.id}`;
      await app.rateLimit.ensureBelow(failKey, PASSWORD_CHANGE_FAILS_PER_USER);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        await app.rateLimit.fail(failKey, PASSWORD_CHANGE_FAILS_PER_USER);
        throw new FieldsError({ oldPassword: ['passwordWrong'] });
      }
      assertPasswordAllowed(password);
      await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeUserSessions(db, user.id, request.user!.sessionId);
      await notify(db, user.id, { kind: 'passwordChanged', link: '/profile' });
      return { data: { changed: true as const } };
    },
  );

  app.put(
    '/web/profile/language',
    {
      schema: { tags, summary: 'Persist the interface language', security, querystring: langQuery, body: profileLanguageBodySchema, response: { 200: envelope(langSchema) } },
    },
    async (request) => {
      const { lang } = request.body;
      await db.update(users).set({ language: lang, updatedAt: new Date() }).where(eq(users.id, request.user!.id));
      return { data: lang };
    },
  );

  app.post(
    '/web/profile/phone/codes/send',
    {
      schema: {
        tags,
        summary: 'Text a confirmation code to a new phone (again after 60 s)',
        security,
        querystring: langQuery,
        body: phoneCodeSendBodySchema,
        response: { 200: envelope(codeSentSchema) },
      },
    },
    async (request) => ({ data: await startPhoneChange(app, request, await currentUser(app, request), request.body.phone) }),
  );

  app.post(
    '/web/profile/phone/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the new phone with its code; answers the profile',
        security,
        querystring: langQuery,
        body: phoneConfirmBodySchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => {
      const user = await currentUser(app, request);
      const { phone, code } = request.body;
      const v = await phoneChangeOf(db, user.id, phone);
      await checkCode(app, v, code, request.ip);
      await consumeConfirmed(db, v, 'code');
      try {
        await db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, user.id));
      } catch (err) {
        if (isUniqueViolation(err)) throw new FieldsError({ phone: ['phoneTaken'] });
        throw err;
      }
      return { data: presentProfile({ ...user, phone }, storage) };
    },
  );
};

export default profileRoutes;
