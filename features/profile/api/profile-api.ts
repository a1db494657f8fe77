import type { Lang } from '@/contracts/common';
import type { ProfilePasswordBody, ProfileUpdateBody } from '@/contracts/profile';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/profile').then((m) => m.profileRoutes);

export const profileApi = {
  get: async () => call((await routes()).get, {}),
  update: async (body: ProfileUpdateBody) => call((await routes()).update, { body }),
  sendPhoneCode: async (phone: string) => call((await routes()).sendPhoneCode, { body: { phone } }),
  confirmPhone: async (phone: string, code: string) => call((await routes()).confirmPhone, { body: { phone, code } }),
  changePassword: async (body: ProfilePasswordBody) => call((await routes()).changePassword, { body }),
  setLanguage: async (lang: Lang) => call((await routes()).setLanguage, { body: { lang } }),
  uploadAvatar: async (file: File, onProgress: (fraction: number) => void) => {
    const body = new FormData();
    body.append('avatar', file);
    return call((await routes()).uploadAvatar, { body }, { onUploadProgress: onProgress });
  },
  remove: async () => call((await routes()).remove, {}),
};
