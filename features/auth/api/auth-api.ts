import type { LoginBody, LoginCodeBody, PasswordResetBody, RegistrationBody, RegistrationPasswordBody, SignInCodeSent } from '@/contracts/auth';
import { authEndpoints } from '@/contracts/endpoints/auth';
import { notificationEndpoints } from '@/contracts/endpoints/notifications';
import { profileEndpoints } from '@/contracts/endpoints/profile';
import { call } from '@/lib/api/call';
import { sendData } from '@/lib/api/client';
import type { SessionPayload } from '@/lib/session/session-client';

export const authApi = {
  roles: () => call(authEndpoints.roles, {}),
  /** Signs in, or past the phone's threshold of failed sign-ins answers that a code was texted (docs/decisions/0032). */
  login: (body: LoginBody) => sendData<SessionPayload | SignInCodeSent>('post', '/session/login', body),
  confirmSignIn: (body: LoginCodeBody) => sendData<SessionPayload>('post', '/session/login/code', body),
  register: (body: RegistrationBody) => call(authEndpoints.register, { body }),
  invitation: (token: string) => call(authEndpoints.invitation, { params: { token } }),
  sendRegistrationCode: (regToken: string) => call(authEndpoints.sendRegistrationCode, { body: { regToken } }),
  checkRegistrationCode: (regToken: string, code: string) => call(authEndpoints.checkRegistrationCode, { body: { regToken, code } }),
  setRegistrationPassword: (body: RegistrationPasswordBody) => sendData<SessionPayload>('post', '/session/registrations/password', body),
  sendResetCode: (phone: string) => call(authEndpoints.sendResetCode, { body: { phone } }),
  checkResetCode: (resetToken: string, code: string) => call(authEndpoints.checkResetCode, { body: { resetToken, code } }),
  resetPassword: (body: PasswordResetBody) => sendData<SessionPayload>('put', '/session/password', body),
  profile: () => call(profileEndpoints.get, {}),
  sidebar: () => call(notificationEndpoints.sidebar, {}),
};
