import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeCheckedSchema,
  codeSentSchema,
  envelope,
  langQuery,
  loginBodySchema,
  passwordCodeCheckBodySchema,
  passwordCodeSendBodySchema,
  passwordResetBodySchema,
  passwordResetStartedSchema,
  refreshBodySchema,
  registrationBodySchema,
  registrationCodeCheckBodySchema,
  registrationCodeSendBodySchema,
  registrationPasswordBodySchema,
  registrationStartedSchema,
  roleNameSchema,
  roleTypeSchema,
  rolesListSchema,
  sessionSchema,
  signedOutSchema,
  tokenPairSchema,
} from '../../../../contracts';
import { roles, users } from '../../db/schema';
import { FieldsError } from '../../lib/http-errors';
import { checkCode, consumeConfirmed, createVerification, issueCode, throttleSend, verificationByToken } from '../codes/service';
import { notify } from '../notifications/service';
import { assertPhoneValid, findUserById, findUserByPhone, isUniqueViolation } from '../users/service';
import { loginThrottles, REGISTRATIONS_PER_IP } from './limits';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import { refreshSession, revokeSession, revokeUserSessions, startSession } from './sessions';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, rateLimit } = app;

  app.get(
    '/roles',
    { schema: { tags, summary: 'Roles a visitor may choose at registration', querystring: langQuery, response: { 200: envelope(rolesListSchema) } } },
    async (request) => {
      const rows = await db.select().from(roles).where(eq(roles.selfRegistration, 1)).orderBy(asc(roles.id));
      return {
        data: rows.map((r) => {
          const name = roleNameSchema.parse(r.name);
          return { id: r.id, name, type: roleTypeSchema.parse(r.type), label: request.t(`roles.${name}`) };
        }),
      };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with phone and password',
        description: 'A wrong password and an unknown phone both answer 422 `signIn`. Failures are throttled per IP and phone, per IP, and (generously) per phone (429).',
        querystring: langQuery,
        body: loginBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => {
      const { phone, password } = request.body;
      const throttles = loginThrottles(request.ip, phone);
      await rateLimit.ensureBelowAll(throttles);
      const user = await findUserByPhone(db, phone);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        await rateLimit.failAll(throttles);
        throw new FieldsError({ signIn: ['signIn'] });
      }
      await rateLimit.reset(throttles[0].key);
      return { data: await startSession(app, user) };
    },
  );

  app.post(
    '/registrations',
    {
      schema: {
        tags,
        summary: 'Start a registration; answers a regToken',
        description: 'Answers alike whether or not the phone is registered; a registered phone gets an SMS saying so and never completes.',
        querystring: langQuery,
        body: registrationBodySchema,
        response: { 200: envelope(registrationStartedSchema) },
      },
    },
    async (request) => {
      const { name, lastname, phone, email, roleId } = request.body;
      assertPhoneValid(phone);
      const [role] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, roleId), eq(roles.selfRegistration, 1)));
      if (!role) throw new FieldsError({ roleId: ['roleInvalid'] });
      await rateLimit.consume(`registrations:ip:${request.ip}`, REGISTRATIONS_PER_IP);
      const { token } = await createVerification(db, { purpose: 'registration', phone, payload: { name, lastname, email, roleId }, withToken: true });
      return { data: { regToken: token! } };
    },
  );

  app.post(
    '/registrations/codes/send',
    {
      schema: {
        tags,
        summary: 'Text the registration code (again after 60 s)',
        querystring: langQuery,
        body: registrationCodeSendBodySchema,
        response: { 200: envelope(codeSentSchema) },
      },
    },
    async (request) => {
      const v = await verificationByToken(db, 'registration', request.body.regToken, 'regToken');
      const resendKey = `registration:${v.id}`;
      await throttleSend(app, request.ip, resendKey, v.phone);
      const registered = await findUserByPhone(db, v.phone);
      const data = await issueCode(app, v, resendKey, (code) =>
        registered ? { text: request.t('sms.phoneRegistered'), withCode: false } : { text: request.t('sms.registrationCode', { code }), withCode: true },
      );
      return { data };
    },
  );

  app.post(
    '/registrations/codes/check',
    {
      schema: {
        tags,
        summary: 'Check the registration code',
        querystring: langQuery,
        body: registrationCodeCheckBodySchema,
        response: { 200: envelope(codeCheckedSchema) },
      },
    },
    async (request) => {
      const v = await verificationByToken(db, 'registration', request.body.regToken, 'regToken');
      await checkCode(app, v, request.body.code, request.ip);
      return { data: { confirmed: true as const } };
    },
  );

  app.post(
    '/registrations/password',
    {
      schema: {
        tags,
        summary: 'Set the password of a confirmed registration; creates the account and signs in',
        querystring: langQuery,
        body: registrationPasswordBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => {
      const { password, regToken, fcmToken } = request.body;
      const v = await verificationByToken(db, 'registration', regToken, 'regToken');
      if (!v.confirmedAt || !v.payload) throw new FieldsError({ regToken: ['tokenExpired'] });
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      await consumeConfirmed(db, v, 'regToken');
      let userId: number;
      try {
        [{ id: userId }] = await db
          .insert(users)
          .values({ ...v.payload, phone: v.phone, passwordHash, language: request.lang })
          .returning({ id: users.id });
      } catch (err) {
        // The phone was registered already (the code was then never texted) or meanwhile.
        if (isUniqueViolation(err)) throw new FieldsError({ regToken: ['tokenExpired'] });
        throw err;
      }
      await notify(db, userId, { kind: 'welcome', link: '/profile' });
      return { data: await startSession(app, (await findUserById(db, userId))!, { fcmToken }) };
    },
  );

  app.post(
    '/password/codes/send',
    {
      schema: {
        tags,
        summary: 'Start a password reset: texts a code, answers a resetToken',
        description: 'Answers alike for unknown phones (their owner gets an SMS saying there is no account). Again after 60 s.',
        querystring: langQuery,
        body: passwordCodeSendBodySchema,
        response: { 200: envelope(passwordResetStartedSchema) },
      },
    },
    async (request) => {
      const { phone } = request.body;
      assertPhoneValid(phone);
      const resendKey = `reset:${phone}`;
      await throttleSend(app, request.ip, resendKey, phone);
      const user = await findUserByPhone(db, phone);
      const { verification, token } = await createVerification(db, { purpose: 'reset', phone, userId: user?.id, withToken: true });
      const sent = await issueCode(app, verification, resendKey, (code) =>
        user ? { text: request.t('sms.resetCode', { code }), withCode: true } : { text: request.t('sms.resetNoAccount'), withCode: false },
      );
      return { data: { resetToken: token!, ...sent } };
    },
  );

  app.post(
    '/password/codes/check',
    {
      schema: {
        tags,
        summary: 'Check the password reset code',
        querystring: langQuery,
        body: passwordCodeCheckBodySchema,
        response: { 200: envelope(codeCheckedSchema) },
      },
    },
    async (request) => {
      const v = await verificationByToken(db, 'reset', request.body.resetToken, 'resetToken');
      await checkCode(app, v, request.body.code, request.ip);
      return { data: { confirmed: true as const } };
    },
  );

  app.put(
    '/password',
    {
      schema: {
        tags,
        summary: 'Set a new password after a confirmed reset; ends all sessions and signs in',
        querystring: langQuery,
        body: passwordResetBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => {
      const { password, resetToken } = request.body;
      const v = await verificationByToken(db, 'reset', resetToken, 'resetToken');
      const user = v.confirmedAt && v.userId ? await findUserById(db, v.userId) : null;
      if (!user) throw new FieldsError({ resetToken: ['tokenExpired'] });
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      await consumeConfirmed(db, v, 'resetToken');
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeUserSessions(db, user.id);
      await notify(db, user.id, { kind: 'passwordChanged', link: '/profile' });
      return { data: await startSession(app, user) };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; answers a new pair',
        description: 'Each refresh token rotates once. Presented again within 5 s of its rotation it answers the same new refresh token (parallel refreshes); later it revokes its session (401).',
        querystring: langQuery,
        body: refreshBodySchema,
        response: { 200: envelope(tokenPairSchema) },
      },
    },
    async (request) => ({ data: await refreshSession(app, request.body.refreshToken) }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'End this session (its access and refresh tokens stop working at once)',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: envelope(signedOutSchema) },
      },
    },
    async (request) => {
      await revokeSession(db, request.user!.sessionId);
      return { data: { signedOut: true as const } };
    },
  );
};

export default authRoutes;
