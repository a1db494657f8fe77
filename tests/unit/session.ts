import { roleTypeOf, type RoleName } from '@/contracts/roles';
import { useSessionStore, type SessionUser } from '@/lib/session/session-store';

type Person = Omit<SessionUser, 'role'>;
const client: Person = { id: 7, name: 'Olena', lastname: 'Shevchenko', avatar: null, phone: '380501234567', email: 'olena@example.com' };
const installer: Person = { id: 2, name: 'Taras', lastname: 'Koval', avatar: null, phone: '380500000002', email: 't@example.com' };
const dealer: Person = { id: 3, name: 'Iryna', lastname: 'Bondar', avatar: null, phone: '380500000003', email: 'd@example.com' };
const designer: Person = { id: 4, name: 'Petro', lastname: 'Lysenko', avatar: null, phone: '380500000004', email: 'p@example.com' };
const support: Person = { id: 5, name: 'Oleksandr', lastname: 'Tkachenko', avatar: null, phone: '380500000005', email: 's@example.com' };

/** The component tests' signed-in people, one per role. */
const people: Record<RoleName, Person> = {
  USER: client,
  INSTALLER: installer,
  DEALER: dealer,
  DEALER_DEPUTY: dealer,
  DEALER_ASSISTANT: dealer,
  PROJECTOR: designer,
  ADMIN: support,
};

/** Signs a person of the role in, as GET /session would (the access token is a stand-in); `user` changes any field. */
export function signInForTest(role: RoleName = 'USER', user: Partial<Person> = {}) {
  useSessionStore.getState().setSession({ user: { ...people[role], ...user, role: { id: 1, name: role, type: roleTypeOf[role] } }, accessToken: 'token' });
}
