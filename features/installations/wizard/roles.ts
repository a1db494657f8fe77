import { dealerRoles, type RoleName } from '@/contracts/constants';

/** DOMAIN.md matrix "installations: create, wizard steps": installers (own), dealers (for their installers), admins. */
export const mayCreateInstallations = (role: RoleName | undefined) => role === 'INSTALLER' || role === 'ADMIN' || (role !== undefined && dealerRoles.includes(role));
