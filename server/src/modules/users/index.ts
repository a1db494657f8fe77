/** Accounts: the user rows every other module reads, and how they are presented. */
export { assertNotBlocked, isBlocked } from './blocked';
export { dropInvitation, invitationOf, issueInvitation } from './invitations';
export { DEMO_PASSWORD, demoAccountIds, demoAccountsSeeder, rolesSeeder } from './seed';
export {
  assertPhoneValid,
  deleteUser,
  findUserById,
  findUserWhere,
  findUserByPhone,
  insertUser,
  isUniqueViolation,
  presentProfile,
  presentUser,
  roleIdOf,
  updateUser,
  type UserWithRole,
} from './service';
