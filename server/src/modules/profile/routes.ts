import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_MAX_BYTES, profileRoutes } from '../../../../contracts';
import { uploadedFile } from '../../lib/uploads';
import { routesOf } from '../../lib/route';

const routes: FastifyPluginAsync = async (app) => {
  const { profile } = app.services;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const route = routesOf(app, 'profile');

  route(profileRoutes.get, { summary: "The signed-in user's profile" }, async (request) => profile.get(request.user!));

  route(
    profileRoutes.update,
    {
      summary: 'Save name, lastname, e-mail and phone',
      description: 'An unchanged phone answers the profile. A new phone answers `{codeSent: true}`: it is saved only by POST /web/profile/phone/confirm.',
    },
    async (request) => profile.update(request.user!, request.body, request.ip, request.t),
  );

  route(profileRoutes.remove, { summary: 'Delete the account; every session ends' }, async (request) => profile.remove(request.user!));

  route(profileRoutes.uploadAvatar, { summary: 'Upload an avatar (multipart field `avatar`, an image up to 5 MB; stored as 256x256 webp)' }, async (request) =>
    profile.setAvatar(request.user!, await uploadedFile(request, 'avatar')),
  );

  route(profileRoutes.changePassword, { summary: "Change the password; the user's other sessions end" }, async (request) =>
    profile.changePassword(request.user!, request.body),
  );

  route(profileRoutes.setLanguage, { summary: 'Persist the interface language' }, async (request) => profile.setLanguage(request.user!, request.body.lang));

  route(profileRoutes.sendPhoneCode, { summary: 'Text a confirmation code to a new phone (again after 60 s)' }, async (request) =>
    profile.sendPhoneCode(request.user!, request.body.phone, request.ip, request.t),
  );

  route(profileRoutes.confirmPhone, { summary: 'Confirm the new phone with its code; answers the profile' }, async (request) =>
    profile.confirmPhone(request.user!, request.body.phone, request.body.code, request.ip),
  );
};

export default routes;
