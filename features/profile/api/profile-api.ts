import type { AxiosProgressEvent } from 'axios';
import type { CodeSent } from '@/contracts/auth';
import type { Lang } from '@/contracts/common';
import type { Profile, ProfilePasswordBody, ProfileUpdateBody, ProfileUpdateResult } from '@/contracts/profile';
import { getData, sendData } from '@/lib/api/client';

export const profileApi = {
  get: () => getData<Profile>('/web/profile'),
  update: (body: ProfileUpdateBody) => sendData<ProfileUpdateResult>('put', '/web/profile', body),
  sendPhoneCode: (phone: string) => sendData<CodeSent>('post', '/web/profile/phone/codes/send', { phone }),
  confirmPhone: (phone: string, code: string) => sendData<Profile>('post', '/web/profile/phone/confirm', { phone, code }),
  changePassword: (body: ProfilePasswordBody) => sendData<{ changed: true }>('put', '/web/profile/password', body),
  setLanguage: (lang: Lang) => sendData<Lang>('put', '/web/profile/language', { lang }),
  uploadAvatar: (file: File, onProgress: (fraction: number) => void) => {
    const body = new FormData();
    body.append('avatar', file);
    return sendData<{ avatar: string }>('post', '/web/profile/avatar', body, {
      onUploadProgress: (event: AxiosProgressEvent) => onProgress(event.total ? event.loaded / event.total : 0),
    });
  },
  remove: () => sendData<{ deleted: true }>('delete', '/web/profile'),
};
