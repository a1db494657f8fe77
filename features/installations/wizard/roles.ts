import { mayEnter } from '@/contracts/access';
import type { RoleName } from '@/contracts/constants';

/** DOMAIN.md matrix "installations: create, wizard steps" (the API's area, contracts/access.ts): installers (own), dealers (for their installers), admins. */
export const mayCreateInstallations = (role: RoleName | undefined) => role !== undefined && mayEnter(role, 'installationWork');
