import type { PreventionWorkId } from '@/contracts/preventions';
import { call } from '@/lib/api/call';
import type { Schedule } from '../schedule';
import { parseShown, toStored } from '../schedule';

const routes = () => import('@/contracts/preventions').then((m) => m.preventionRoutes);

/** The schedule as the API stores it: yyyy-MM-dd, HH:mm, a comment or null. */
const planOf = ({ date, time, comment }: Schedule) => ({ plannedDate: toStored(parseShown(date)!), plannedTime: time, comment: comment || null });

export type DoneWork = { id: PreventionWorkId; value: number | null };

/** The preventions calls, through the contract (contracts/preventions.ts). */
export const preventionsApi = {
  create: async (installationId: number, schedule: Schedule) => call((await routes()).create, { body: { installationId, ...planOf(schedule) } }),
  postpone: async (id: number, schedule: Schedule, reason: string) =>
    call((await routes()).update, { params: { id }, body: { ...planOf(schedule), reason: reason || null } }),
  works: async () => call((await routes()).works, {}),
  sendCode: async (id: number) => call((await routes()).sendCode, { params: { id }, body: {} }),
  /** The visit's works and photos without the client's code; the card comes back with `prevention.report`. */
  saveReport: async (id: number, body: { works: DoneWork[]; photos: string[] }) => call((await routes()).report, { params: { id }, body }),
  /** Without `works`, the saved report's works and photos are performed. */
  perform: async (id: number, body: { works?: DoneWork[]; photos: string[]; code: string }) => call((await routes()).perform, { params: { id }, body }),
};
