import { authRoutes } from '@/contracts/auth';
import { signInRoute } from '@/lib/session/sign-in-route';

/** PUT /session/password: the new password of a confirmed restore signs the user in. */
export const PUT = signInRoute(authRoutes.resetPassword);
