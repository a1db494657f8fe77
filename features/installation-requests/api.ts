import type { InstallationRequestBody, InstallationRequestStatus } from '@/contracts/installation-requests';
import { call, callBlob } from '@/lib/api/call';

const routes = () => import('@/contracts/installation-requests').then((m) => m.installationRequestRoutes);
const installationRoutes = () => import('@/contracts/installations').then((m) => m.installationRoutes);

/** Requests for work (docs/decisions/0028), through the contract (contracts/installation-requests.ts). */
export const requestsApi = {
  create: async (body: InstallationRequestBody) => call((await routes()).create, { body }),
  list: async (query: { page: number; status?: InstallationRequestStatus }) => call((await routes()).list, { query }),
  read: async (id: number) => call((await routes()).read, { params: { id } }),
  take: async (id: number) => call((await routes()).take, { params: { id }, body: {} }),
  decline: async (id: number, reason: string) => call((await routes()).decline, { params: { id }, body: { reason } }),
  /** A fault report's photo through the authorised route, as a blob. */
  photo: async (id: number, index: number) => callBlob((await routes()).photo, { params: { id, index } }),
  /** The form's option lists: work order types and certification types (as the wizard's step 1). */
  options: async () => call((await installationRoutes()).certificationTypes, {}),
  /** The client's own installations, for a request about existing equipment. */
  installations: async () => call((await installationRoutes()).list, { query: { installed: true, perPage: 50 } }),
};

/** The feature's react-query keys, per signed-in user. */
export const requestKeys = {
  all: (userId: number | undefined) => ['installation-requests', userId] as const,
  list: (userId: number | undefined, page: number, status?: InstallationRequestStatus) =>
    ['installation-requests', userId, 'list', page, status ?? null] as const,
  one: (userId: number | undefined, id: number) => ['installation-requests', userId, 'one', id] as const,
  photo: (userId: number | undefined, id: number, index: number) => ['installation-requests', userId, 'photo', id, index] as const,
  options: ['installation-requests', 'options'] as const,
  installations: (userId: number | undefined) => ['installation-requests', userId, 'installations'] as const,
};
