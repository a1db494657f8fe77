import { authRoutes } from '@/contracts/auth';
import { signInRoute } from '@/lib/session/sign-in-route';

/** POST /session/login: phone + password -> {user, accessToken}; tokens in httpOnly cookies. */
export const POST = signInRoute(authRoutes.login);
