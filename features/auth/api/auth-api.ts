import type { AxiosRequestConfig } from 'axios';
import type { CodeSent, LoginBody, PasswordResetBody, RegistrationBody, RegistrationPasswordBody, RegistrationRole } from '@/contracts/auth';
import type { Profile, Sidebar } from '@/contracts/profile';
import { getData, sendData } from '@/lib/api/client';
import { csrfHeaders } from '@/lib/session/csrf';
import type { SessionPayload } from '@/lib/session/session-client';

/** Calls to the same-origin session routes (they keep the tokens in httpOnly cookies). */
const session = (errorContext?: string): AxiosRequestConfig => ({ baseURL: '', headers: { ...csrfHeaders }, withCredentials: true, pending: 'btn', errorContext });
const button = (errorContext?: string): AxiosRequestConfig => ({ pending: 'btn', errorContext });

export const authApi = {
  roles: () => getData<RegistrationRole[]>('/roles', { pending: 'select' }),
  login: (body: LoginBody) => sendData<SessionPayload>('post', '/session/login', body, session('signIn')),
  register: (body: RegistrationBody) => sendData<{ regToken: string }>('post', '/registrations', body, button('registration')),
  sendRegistrationCode: (regToken: string) => sendData<CodeSent>('post', '/registrations/codes/send', { regToken }, button('code')),
  checkRegistrationCode: (regToken: string, code: string) => sendData<{ confirmed: true }>('post', '/registrations/codes/check', { regToken, code }, button('code')),
  setRegistrationPassword: (body: RegistrationPasswordBody) => sendData<SessionPayload>('post', '/session/registrations/password', body, session('password')),
  sendResetCode: (phone: string, errorContext: 'phone' | 'code') => sendData<CodeSent & { resetToken: string }>('post', '/password/codes/send', { phone }, button(errorContext)),
  checkResetCode: (resetToken: string, code: string) => sendData<{ confirmed: true }>('post', '/password/codes/check', { resetToken, code }, button('code')),
  resetPassword: (body: PasswordResetBody) => sendData<SessionPayload>('put', '/session/password', body, session('password')),
  profile: () => getData<Profile>('/web/profile', { silent: true }),
  sidebar: () => getData<Sidebar>('/web/sidebar', { silent: true }),
};
