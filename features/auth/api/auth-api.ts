import type { LoginBody, LoginCodeBody, PasswordResetBody, RegistrationBody, RegistrationPasswordBody, SignInCodeSent } from '@/contracts/auth';
import { call } from '@/lib/api/call';
import { sendData } from '@/lib/api/client';
import type { SessionPayload } from '@/lib/session/session-client';

const routes = () => import('@/contracts/auth').then((m) => m.authRoutes);
const profileRoutes = () => import('@/contracts/profile').then((m) => m.profileRoutes);
const notificationRoutes = () => import('@/contracts/notifications').then((m) => m.notificationRoutes);

export const authApi = {
  roles: async () => call((await routes()).roles, {}),
  /** Signs in, or past the phone's threshold of failed sign-ins answers that a code was texted (docs/decisions/0032). */
  login: (body: LoginBody) => sendData<SessionPayload | SignInCodeSent>('post', '/session/login', body),
  confirmSignIn: (body: LoginCodeBody) => sendData<SessionPayload>('post', '/session/login/code', body),
  register: async (body: RegistrationBody) => call((await routes()).register, { body }),
  invitation: async (token: string) => call((await routes()).invitation, { params: { token } }),
  sendRegistrationCode: async (regToken: string) => call((await routes()).sendRegistrationCode, { body: { regToken } }),
  checkRegistrationCode: async (regToken: string, code: string) => call((await routes()).checkRegistrationCode, { body: { regToken, code } }),
  setRegistrationPassword: (body: RegistrationPasswordBody) => sendData<SessionPayload>('post', '/session/registrations/password', body),
  sendResetCode: async (phone: string) => call((await routes()).sendResetCode, { body: { phone } }),
  checkResetCode: async (resetToken: string, code: string) => call((await routes()).checkResetCode, { body: { resetToken, code } }),
  resetPassword: (body: PasswordResetBody) => sendData<SessionPayload>('put', '/session/password', body),
  profile: async () => call((await profileRoutes()).get, {}),
  sidebar: async () => call((await notificationRoutes()).sidebar, {}),
};
