import type { Lang } from '@/contracts/common';
import { profileEndpoints } from '@/contracts/endpoints/profile';
import type { ProfilePasswordBody, ProfileUpdateBody } from '@/contracts/profile';
import { call } from '@/lib/api/call';

export const profileApi = {
  get: () => call(profileEndpoints.get, {}),
  update: (body: ProfileUpdateBody) => call(profileEndpoints.update, { body }),
  sendPhoneCode: (phone: string) => call(profileEndpoints.sendPhoneCode, { body: { phone } }),
  confirmPhone: (phone: string, code: string) => call(profileEndpoints.confirmPhone, { body: { phone, code } }),
  changePassword: (body: ProfilePasswordBody) => call(profileEndpoints.changePassword, { body }),
  setLanguage: (lang: Lang) => call(profileEndpoints.setLanguage, { body: { lang } }),
  uploadAvatar: async (file: File, onProgress: (fraction: number) => void) => {
    const body = new FormData();
    body.append('avatar', file);
    return call(profileEndpoints.uploadAvatar, { body }, { onUploadProgress: onProgress });
  },
  remove: () => call(profileEndpoints.remove, {}),
};
