import { z } from 'zod';
import {
  codeSchema,
  codeSentSchema,
  enteredPasswordSchema,
  newPasswordSchema,
  personDetailsSchema,
  phoneSchema,
  repeatedPasswordSchema,
  userSchema,
  withPasswordPair,
} from './auth';
import { langSchema } from './common';
import { defineRoute } from './route';

/** GET /web/profile: the session user plus the persisted language. */
export const profileSchema = userSchema.extend({ language: langSchema });
export type Profile = z.infer<typeof profileSchema>;

/** PUT /web/profile */
export const profileUpdateBodySchema = personDetailsSchema;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;
/** Unchanged phone: the saved profile. Changed phone: `{codeSent: true, resendAfter}` until POST /web/profile/phone/confirm. */
export const profileUpdateResultSchema = z.union([profileSchema, codeSentSchema]);
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

/** PUT /web/profile/password -> `{changed: true}`; the user's other sessions end. */
export const profilePasswordBodySchema = withPasswordPair(
  z.object({ oldPassword: enteredPasswordSchema, password: newPasswordSchema, repeatedPassword: repeatedPasswordSchema }),
);
export type ProfilePasswordBody = z.infer<typeof profilePasswordBodySchema>;
export const passwordChangedSchema = z.object({ changed: z.literal(true) });

/** PUT /web/profile/language -> data is the language */
export const profileLanguageBodySchema = z.object({ lang: langSchema });

/** POST /web/profile/phone/codes/send -> CodeSent */
export const phoneCodeSendBodySchema = z.object({ phone: phoneSchema });
/** POST /web/profile/phone/confirm -> Profile */
export const phoneConfirmBodySchema = z.object({ phone: phoneSchema, code: codeSchema });

/** DELETE /web/profile -> `{deleted: true}`; every session of the account ends. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** POST /web/profile/avatar (multipart field `avatar`, an image up to 5 MB) */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const avatarSchema = z.object({ avatar: z.string() });

/** GET /web/sidebar */
export const sidebarSchema = z.object({ notificationsCount: z.number().int(), messagesCount: z.number().int() });
export type Sidebar = z.infer<typeof sidebarSchema>;

export const profileRoutes = {
  get: defineRoute({ method: 'GET', path: '/web/profile', auth: 'required', area: 'account', response: profileSchema }),
  update: defineRoute({
    method: 'PUT',
    path: '/web/profile',
    auth: 'required',
    area: 'account',
    body: profileUpdateBodySchema,
    response: profileUpdateResultSchema,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/web/profile', auth: 'required', area: 'account', response: accountDeletedSchema }),
  uploadAvatar: defineRoute({ method: 'POST', path: '/web/profile/avatar', auth: 'required', area: 'account', multipart: 'avatar', response: avatarSchema }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/web/profile/password',
    auth: 'required',
    area: 'account',
    body: profilePasswordBodySchema,
    response: passwordChangedSchema,
  }),
  setLanguage: defineRoute({
    method: 'PUT',
    path: '/web/profile/language',
    auth: 'required',
    area: 'account',
    body: profileLanguageBodySchema,
    response: langSchema,
  }),
  sendPhoneCode: defineRoute({
    method: 'POST',
    path: '/web/profile/phone/codes/send',
    auth: 'required',
    area: 'account',
    body: phoneCodeSendBodySchema,
    response: codeSentSchema,
  }),
  confirmPhone: defineRoute({
    method: 'POST',
    path: '/web/profile/phone/confirm',
    auth: 'required',
    area: 'account',
    body: phoneConfirmBodySchema,
    response: profileSchema,
  }),
};
