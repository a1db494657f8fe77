/** The signed-in user's own account: the profile module's public entry. */
export { default as profileRoutes } from './routes';
export { createProfileService, type ProfileService } from './service';
