import { z } from 'zod';
import { roleNameSchema, roleSchema } from './roles';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * Phones travel as digits only: the dial code without `+` followed by the national number
 * (docs/domain.md#people-and-companies). This is the structural rule; the API also checks per-country validity (`phoneInvalid`).
 */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 20;
export const phoneSchema = z
  .string()
  .min(1)
  .max(PHONE_MAX_DIGITS, { message: messageKey('phoneInvalid') })
  .regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`), { message: messageKey('phoneInvalid') })
  .meta({ examples: ['380501234567'] });

export const personNameSchema = textSchema().trim().min(2).max(100);
export const emailSchema = textSchema()
  .trim()
  .min(6)
  .max(254)
  .pipe(z.email())
  .meta({ examples: ['taras.hnatiuk@example.com'] });

/** Who a person is, as registration asks and the profile edits it (the forms swap `phone` for the phone input's value). */
export const personDetailsSchema = z.object({ name: personNameSchema, lastname: personNameSchema, phone: phoneSchema, email: emailSchema });
export type PersonDetails = z.infer<typeof personDetailsSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A new password: any Unicode, 8..128 characters (the API also refuses the most common ones: `passwordCommon`). */
export const newPasswordSchema = textSchema().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A password typed to sign in or to prove identity: only bounded, so a wrong one is a `signIn` error, not a length hint. */
export const enteredPasswordSchema = textSchema().min(1).max(PASSWORD_MAX);
/** The repetition of a new password: only required here, `withPasswordPair` compares it. */
export const repeatedPasswordSchema = textSchema().min(1).max(PASSWORD_MAX);

export const CODE_LENGTH = 4;
export const codeSchema = z.string().regex(/^\d{4}$/, { message: messageKey('codeInvalid') });

/** Opaque tokens the API hands out (regToken, resetToken, loginToken, refreshToken). */
export const opaqueTokenSchema = textSchema().min(1).max(200);

/** Adds the rule `repeatedPassword` must equal `password` (`passwordsMismatch`) to an object holding both. */
export const withPasswordPair = <T extends z.ZodObject<{ password: z.ZodType<string>; repeatedPassword: z.ZodType<string> }>>(schema: T) =>
  schema.refine((v: { password: string; repeatedPassword: string }) => v.password === v.repeatedPassword, {
    message: messageKey('passwordsMismatch'),
    path: ['repeatedPassword'],
  });

/** The new-password form of registration and restore (the token travels beside it). */
export const newPasswordFormSchema = withPasswordPair(z.object({ password: newPasswordSchema, repeatedPassword: repeatedPasswordSchema }));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

// ---- payloads -------------------------------------------------------------------------------

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  /** Absolute URL of a 256x256 webp, or null. */
  avatar: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** What sign-in, registration and restore answer: the user is signed in. */
export const sessionSchema = tokenPairSchema.extend({ user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

/** A role a visitor may choose at registration; `label` is in the request's language. */
export const registrationRoleSchema = z.object({ id: z.number().int(), name: roleNameSchema, type: roleSchema.shape.type, label: z.string() });
export const rolesListSchema = z.array(registrationRoleSchema);
export type RegistrationRole = z.infer<typeof registrationRoleSchema>;

/** A code went out (or, for privacy, the answer looks as if it did); another may be asked for after `resendAfter` seconds. */
export const codeSentSchema = z.object({ codeSent: z.literal(true), resendAfter: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;
export const codeCheckedSchema = z.object({ confirmed: z.literal(true) });

// ---- requests -------------------------------------------------------------------------------

/** POST /login */
export const loginBodySchema = z.object({ phone: phoneSchema, password: enteredPasswordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;
/**
 * What POST /login answers past the phone's threshold of failed sign-ins (docs/decisions/0032): a code went to the
 * phone, alike whether or not the password was right; POST /login/code with it signs in.
 */
export const signInCodeSentSchema = codeSentSchema.extend({ loginToken: z.string() });
export type SignInCodeSent = z.infer<typeof signInCodeSentSchema>;
export const loginAnswerSchema = z.union([sessionSchema, signInCodeSentSchema]);
/** POST /login/code -> Session */
export const loginCodeBodySchema = z.object({ loginToken: opaqueTokenSchema, code: codeSchema });
export type LoginCodeBody = z.infer<typeof loginCodeBodySchema>;

/** An invitation link's token: base64url (docs/decisions/0040-invitation-links.md). */
export const invitationTokenSchema = z.string().regex(/^[\w-]{1,200}$/, { message: messageKey('invitationGone') });

/**
 * POST /registrations -> `{regToken}`. A visitor chooses a role (`roleId`); someone invited by SMS names the invitation
 * (`invitation`, its link's token) instead, which fixes the role and company (docs/decisions/0040-invitation-links.md).
 */
export const registrationBodySchema = personDetailsSchema
  .extend({ roleId: z.number().int().positive().max(2_147_483_647).optional(), invitation: invitationTokenSchema.optional() })
  .refine((body) => body.roleId !== undefined || body.invitation !== undefined, { path: ['roleId'], message: messageKey('roleInvalid') });
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** GET /invitations/:token -> who was invited, as what and by which company (null: no company, e.g. a client). */
export const invitationSchema = z.object({ name: z.string(), lastname: z.string(), phone: z.string(), role: roleNameSchema, company: z.string().nullable() });
export type Invitation = z.infer<typeof invitationSchema>;
export const registrationStartedSchema = z.object({ regToken: z.string() });

/** POST /registrations/codes/send -> CodeSent */
export const registrationCodeSendBodySchema = z.object({ regToken: opaqueTokenSchema });
/** POST /registrations/codes/check -> `{confirmed}` */
export const registrationCodeCheckBodySchema = z.object({ regToken: opaqueTokenSchema, code: codeSchema });
/** POST /registrations/password -> Session */
export const registrationPasswordBodySchema = withPasswordPair(
  z.object({
    password: newPasswordSchema,
    repeatedPassword: repeatedPasswordSchema,
    regToken: opaqueTokenSchema,
    fcmToken: textSchema().max(4096).nullish(),
  }),
);
export type RegistrationPasswordBody = z.infer<typeof registrationPasswordBodySchema>;

/** POST /password/codes/send -> `{resetToken, codeSent, resendAfter}` (alike for unknown phones) */
export const passwordCodeSendBodySchema = z.object({ phone: phoneSchema });
export const passwordResetStartedSchema = codeSentSchema.extend({ resetToken: z.string() });
/** POST /password/codes/check -> `{confirmed}` */
export const passwordCodeCheckBodySchema = z.object({ resetToken: opaqueTokenSchema, code: codeSchema });
/** PUT /password -> Session */
export const passwordResetBodySchema = withPasswordPair(
  z.object({ password: newPasswordSchema, repeatedPassword: repeatedPasswordSchema, resetToken: opaqueTokenSchema }),
);
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /logout (bearer) -> `{signedOut: true}` */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });

/** GET /sessions/current (bearer) -> `{active: true}`, 401 once the session is over (the web's page guards ask it) */
export const sessionActiveSchema = z.object({ active: z.literal(true) });

/** POST /refresh -> TokenPair */
export const refreshBodySchema = z.object({ refreshToken: opaqueTokenSchema });

/** GET /dev/outbox?phone= (docs/api.md#development-sms-outbox) */
export const outboxQuerySchema = z.object({ phone: phoneSchema });
export const outboxMessageSchema = z.object({ phone: z.string(), text: z.string(), code: z.string().nullable(), createdAt: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const authRoutes = {
  roles: defineRoute({ method: 'GET', path: '/roles', auth: 'public', response: rolesListSchema }),
  login: defineRoute({ method: 'POST', path: '/login', auth: 'public', body: loginBodySchema, response: loginAnswerSchema }),
  loginCode: defineRoute({ method: 'POST', path: '/login/code', auth: 'public', body: loginCodeBodySchema, response: sessionSchema }),
  register: defineRoute({ method: 'POST', path: '/registrations', auth: 'public', body: registrationBodySchema, response: registrationStartedSchema }),
  invitation: defineRoute({
    method: 'GET',
    path: '/invitations/:token',
    auth: 'public',
    params: z.object({ token: invitationTokenSchema }),
    response: invitationSchema,
    errors: [404],
  }),
  sendRegistrationCode: defineRoute({
    method: 'POST',
    path: '/registrations/codes/send',
    auth: 'public',
    body: registrationCodeSendBodySchema,
    response: codeSentSchema,
  }),
  checkRegistrationCode: defineRoute({
    method: 'POST',
    path: '/registrations/codes/check',
    auth: 'public',
    body: registrationCodeCheckBodySchema,
    response: codeCheckedSchema,
  }),
  setRegistrationPassword: defineRoute({
    method: 'POST',
    path: '/registrations/password',
    auth: 'public',
    body: registrationPasswordBodySchema,
    response: sessionSchema,
  }),
  sendResetCode: defineRoute({
    method: 'POST',
    path: '/password/codes/send',
    auth: 'public',
    body: passwordCodeSendBodySchema,
    response: passwordResetStartedSchema,
  }),
  checkResetCode: defineRoute({
    method: 'POST',
    path: '/password/codes/check',
    auth: 'public',
    body: passwordCodeCheckBodySchema,
    response: codeCheckedSchema,
  }),
  resetPassword: defineRoute({ method: 'PUT', path: '/password', auth: 'public', body: passwordResetBodySchema, response: sessionSchema }),
  refresh: defineRoute({ method: 'POST', path: '/refresh', auth: 'public', body: refreshBodySchema, response: tokenPairSchema }),
  logout: defineRoute({ method: 'POST', path: '/logout', auth: 'required', area: 'account', response: signedOutSchema }),
  sessionCurrent: defineRoute({ method: 'GET', path: '/sessions/current', auth: 'required', area: 'account', response: sessionActiveSchema }),
};

/** The development SMS outbox (docs/api.md#development-sms-outbox); absent in production. */
export const devRoutes = {
  outbox: defineRoute({ method: 'GET', path: '/dev/outbox', auth: 'public', query: outboxQuerySchema, response: outboxMessageSchema.array() }),
};
