import { mayEnter } from '@/contracts/access';
import type { RoleName } from '@/contracts/constants';

/** The API's area `installationWork` (docs/access.md#areas, contracts/access.ts): installers (own), dealers (for their installers), admins. */
export const mayCreateInstallations = (role: RoleName | undefined) => role !== undefined && mayEnter(role, 'installationWork');
