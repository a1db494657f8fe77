import { authRoutes } from '@/contracts/auth';
import { signInRoute } from '@/lib/session/sign-in-route';

/** POST /session/login/code: the code a sign-in past its phone's threshold texted -> {user, accessToken}; tokens in httpOnly cookies. */
export const POST = signInRoute(authRoutes.loginCode);
