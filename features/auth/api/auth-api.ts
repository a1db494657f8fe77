import type { AxiosRequestConfig } from 'axios';
import type { CodeSent, LoginBody, PasswordResetBody, RegistrationBody, RegistrationPasswordBody, RegistrationRole } from '@/contracts/auth';
import type { Profile, Sidebar } from '@/contracts/profile';
import { getData, sendData } from '@/lib/api/client';
import { csrfHeaders } from '@/lib/session/csrf';
import type { SessionPayload } from '@/lib/session/session-client';

/** Calls to the same-origin session routes (they keep the tokens in httpOnly cookies). */
const session: AxiosRequestConfig = { baseURL: '', headers: { ...csrfHeaders }, withCredentials: true };

export const authApi = {
  roles: () => getData<RegistrationRole[]>('/roles'),
  login: (body: LoginBody) => sendData<SessionPayload>('post', '/session/login', body, session),
  register: (body: RegistrationBody) => sendData<{ regToken: string }>('post', '/registrations', body),
  sendRegistrationCode: (regToken: string) => sendData<CodeSent>('post', '/registrations/codes/send', { regToken }),
  checkRegistrationCode: (regToken: string, code: string) => sendData<{ confirmed: true }>('post', '/registrations/codes/check', { regToken, code }),
  setRegistrationPassword: (body: RegistrationPasswordBody) => sendData<SessionPayload>('post', '/session/registrations/password', body, session),
  sendResetCode: (phone: string) => sendData<CodeSent & { resetToken: string }>('post', '/password/codes/send', { phone }),
  checkResetCode: (resetToken: string, code: string) => sendData<{ confirmed: true }>('post', '/password/codes/check', { resetToken, code }),
  resetPassword: (body: PasswordResetBody) => sendData<SessionPayload>('put', '/session/password', body, session),
  profile: () => getData<Profile>('/web/profile'),
  sidebar: () => getData<Sidebar>('/web/sidebar'),
};
