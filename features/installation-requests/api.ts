import { installationRequestEndpoints } from '@/contracts/endpoints/installation-requests';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import type { InstallationRequestBody, InstallationRequestStatus } from '@/contracts/installation-requests';
import { call, callBlob } from '@/lib/api/call';

/** Requests for work (docs/decisions/0028), through the contract (contracts/installation-requests.ts). */
export const requestsApi = {
  create: (body: InstallationRequestBody) => call(installationRequestEndpoints.create, { body }),
  list: (query: { page: number; status?: InstallationRequestStatus }) => call(installationRequestEndpoints.list, { query }),
  read: (id: number) => call(installationRequestEndpoints.read, { params: { id } }),
  take: (id: number) => call(installationRequestEndpoints.take, { params: { id }, body: {} }),
  decline: (id: number, reason: string) => call(installationRequestEndpoints.decline, { params: { id }, body: { reason } }),
  /** A fault report's photo through the authorised route, as a blob. */
  photo: (id: number, index: number) => callBlob(installationRequestEndpoints.photo, { params: { id, index } }),
  /** The form's option lists: work order types and certification types (as the wizard's step 1). */
  options: () => call(installationEndpoints.certificationTypes, {}),
  /** The client's own installations, for a request about existing equipment. */
  installations: () => call(installationEndpoints.list, { query: { installed: true, perPage: 50 } }),
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
