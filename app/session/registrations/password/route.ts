import { authRoutes } from '@/contracts/auth';
import { signInRoute } from '@/lib/session/sign-in-route';

/** POST /session/registrations/password: the last registration step signs the new user in. */
export const POST = signInRoute(authRoutes.setRegistrationPassword);
