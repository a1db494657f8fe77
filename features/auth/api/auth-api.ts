import type { AxiosRequestConfig } from 'axios';
import type { LoginBody, PasswordResetBody, RegistrationBody, RegistrationPasswordBody } from '@/contracts/auth';
import type { Lang } from '@/contracts/common';
import { call } from '@/lib/api/call';
import { sendData } from '@/lib/api/client';
import { csrfHeaders } from '@/lib/session/csrf';
import type { SessionPayload } from '@/lib/session/session-client';

const routes = () => import('@/contracts/auth').then((m) => m.authRoutes);
const profileRoutes = () => import('@/contracts/profile').then((m) => m.profileRoutes);
const notificationRoutes = () => import('@/contracts/notifications').then((m) => m.notificationRoutes);

/** Calls to the same-origin session routes (they keep the tokens in httpOnly cookies). */
const session = (errorContext?: string): AxiosRequestConfig => ({ baseURL: '', headers: { ...csrfHeaders }, withCredentials: true, pending: 'btn', errorContext });
const button = (errorContext?: string): AxiosRequestConfig => ({ pending: 'btn', errorContext });

export const authApi = {
  roles: async () => call((await routes()).roles, {}, { pending: 'select' }),
  login: (body: LoginBody) => sendData<SessionPayload>('post', '/session/login', body, session('signIn')),
  register: async (body: RegistrationBody) => call((await routes()).register, { body }, button('registration')),
  sendRegistrationCode: async (regToken: string) => call((await routes()).sendRegistrationCode, { body: { regToken } }, button('code')),
  checkRegistrationCode: async (regToken: string, code: string) => call((await routes()).checkRegistrationCode, { body: { regToken, code } }, button('code')),
  setRegistrationPassword: (body: RegistrationPasswordBody) => sendData<SessionPayload>('post', '/session/registrations/password', body, session('password')),
  sendResetCode: async (phone: string, errorContext: 'phone' | 'code') => call((await routes()).sendResetCode, { body: { phone } }, button(errorContext)),
  checkResetCode: async (resetToken: string, code: string) => call((await routes()).checkResetCode, { body: { resetToken, code } }, button('code')),
  resetPassword: (body: PasswordResetBody) => sendData<SessionPayload>('put', '/session/password', body, session('password')),
  profile: async () => call((await profileRoutes()).get, {}, { silent: true }),
  sidebar: async () => call((await notificationRoutes()).sidebar, {}, { silent: true }),
  saveLanguage: async (lang: string) => call((await profileRoutes()).setLanguage, { body: { lang: lang as Lang } }, { silent: true }),
};
