import 'server-only';
import type { NextRequest } from 'next/server';
import type { authRoutes } from '@/contracts/auth';
import { checkRequest, readBody, signedIn } from './bff';
import { callApi } from './upstream';

/** A session route that forwards a sign-in form to the API and keeps the tokens it answers in cookies. */
export const signInRoute = (route: (typeof authRoutes)['login' | 'loginCode' | 'setRegistrationPassword' | 'resetPassword']) =>
  async function handler(request: NextRequest) {
    const refused = checkRequest(request, { mutating: true });
    if (refused) return refused;
    const read = await readBody(request);
    if (!read.ok) return read.response;
    return signedIn(request, await callApi(request, route, { body: read.body }));
  };
