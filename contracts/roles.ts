import { z } from 'zod';

/** Role names of spec section 3. */
export const roleNames = ['USER', 'ADMIN', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'INSTALLER', 'PROJECTOR'] as const;
export const roleNameSchema = z.enum(roleNames);
export type RoleName = z.infer<typeof roleNameSchema>;

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

export const dealerRoles: RoleName[] = ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'];

export const roleSchema = z.object({ id: z.number().int(), name: roleNameSchema, type: roleTypeSchema });
export type Role = z.infer<typeof roleSchema>;
