import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../../../../contracts';
import { routesOf } from '../../lib/route';

const routes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;
  const route = routesOf(app, 'auth');

  route(authRoutes.roles, { summary: 'Roles a visitor may choose at registration' }, async (request) => auth.roles(request.t));

  route(
    authRoutes.login,
    {
      summary: 'Sign in with phone and password',
      description:
        'A wrong password and an unknown phone both answer 422 `signIn`. Failures are throttled per client address and phone and per client address (429; IPv6 by its /64). ' +
        'Past 20 failures for the phone within an hour, from anywhere, every attempt answers `{loginToken, codeSent, resendAfter}` instead: the right password texts a code, a wrong one sends nothing, alike; `POST /login/code` signs in. ' +
        'An account blocked by support answers 422 `phone: accountBlocked`, but only to the right password (a wrong one answers `signIn`).',
    },
    async (request) => auth.login(request.body, request.ip, request.t),
  );

  route(
    authRoutes.loginCode,
    {
      summary: 'Sign in with the code a sign-in past its threshold texted',
      description: "Wrong codes answer 422 `code` (5 tries per code; one past the phone's threshold of wrong codes); too many from one address 429.",
    },
    async (request) => auth.confirmSignIn(request.body, request.ip),
  );

  route(
    authRoutes.register,
    {
      summary: 'Start a registration; answers a regToken',
      description:
        'Answers alike whether or not the phone is registered; a registered phone gets an SMS saying so and never completes. ' +
        'With `invitation` (an invitation link’s token) the role is the invitation’s and the phone must be the invited one (422 `phone`); a used or replaced one is 422 `invitation`.',
    },
    async (request) => auth.startRegistration(request.body, request.ip),
  );

  route(
    authRoutes.invitation,
    {
      summary: 'Whom an invitation SMS names: their name, phone, role and company',
      description: 'For the registration its link opens; 404 once the account has a password or a newer invitation replaced this one.',
    },
    async (request) => auth.invitation(request.params.token),
  );

  route(authRoutes.sendRegistrationCode, { summary: 'Text the registration code (again after 60 s)' }, async (request) =>
    auth.sendRegistrationCode(request.body.regToken, request.ip, request.t),
  );

  route(authRoutes.checkRegistrationCode, { summary: 'Check the registration code' }, async (request) =>
    auth.checkRegistrationCode(request.body.regToken, request.body.code, request.ip),
  );

  route(authRoutes.setRegistrationPassword, { summary: 'Set the password of a confirmed registration; creates the account and signs in' }, async (request) =>
    auth.completeRegistration(request.body, request.lang),
  );

  route(
    authRoutes.sendResetCode,
    {
      summary: 'Start a password reset: texts a code, answers a resetToken',
      description: 'Answers alike for unknown phones (their owner gets an SMS saying there is no account). Again after 60 s.',
    },
    async (request) => auth.startReset(request.body.phone, request.ip, request.t),
  );

  route(authRoutes.checkResetCode, { summary: 'Check the password reset code' }, async (request) =>
    auth.checkResetCode(request.body.resetToken, request.body.code, request.ip),
  );

  route(authRoutes.resetPassword, { summary: 'Set a new password after a confirmed reset; ends all sessions and signs in' }, async (request) =>
    auth.resetPassword(request.body),
  );

  route(
    authRoutes.refresh,
    {
      summary: 'Rotate the refresh token; answers a new pair',
      description:
        'Each refresh token rotates once. Presented again within 5 s of its rotation it answers the same new refresh token (parallel refreshes); later it revokes its session (401). A blocked user’s refresh answers 401.',
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  route(authRoutes.logout, { summary: 'End this session (its access and refresh tokens stop working at once)' }, async (request) =>
    auth.logout(request.user!.sessionId),
  );

  // The token's signature and expiry, and its session not signed out, revoked or deleted (`authenticate`, one
  // primary-key lookup): the web's page guards ask before rendering, as a signature outlives a sign-out (ADR 0006).
  route(authRoutes.sessionCurrent, { summary: 'Whether this session is still active (401 once signed out or revoked)' }, async () => ({
    active: true as const,
  }));
};

export default routes;
