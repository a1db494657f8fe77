import { z } from 'zod';
import { roleNames, type RoleName } from './constants';

export { dealerRoles, roleNames, type RoleName } from './constants';

export const roleNameSchema = z.enum(roleNames);

/** Role types used by the screens (spec: "Role types include user and projector"). */
export const roleTypes = ['user', 'admin', 'dealer', 'installer', 'projector'] as const;
export const roleTypeSchema = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeSchema>;

export const roleTypeOf: Record<RoleName, RoleType> = {
  USER: 'user',
  ADMIN: 'admin',
  DEALER: 'dealer',
  DEALER_DEPUTY: 'dealer',
  DEALER_ASSISTANT: 'dealer',
  INSTALLER: 'installer',
  PROJECTOR: 'projector',
};

export const roleSchema = z.object({ id: z.number().int(), name: roleNameSchema, type: roleTypeSchema });
export type Role = z.infer<typeof roleSchema>;
