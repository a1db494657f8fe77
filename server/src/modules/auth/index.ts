/** Sign-in, registration, password reset and sessions: the auth module's public entry. */
export { PASSWORD_CHANGE_FAILS_PER_USER } from './limits';
export { default as authRoutes } from './routes';
export { createAuthService, type AuthService } from './service';
export { createSessionsService, type SessionsService } from './sessions';
