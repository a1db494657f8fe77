import { preventionEndpoints } from '@/contracts/endpoints/preventions';
import type { InstallationCard } from '@/contracts/installations';
import type { PreventionWorkId } from '@/contracts/preventions';
import { call } from '@/lib/api/call';
import { writeOnSite } from '@/lib/offline/outbox';
import type { OutboxFile } from '@/lib/offline/outbox-db';
import type { Schedule } from '../schedule';
import { parseShown, toStored } from '../schedule';

/** The schedule as the API stores it: yyyy-MM-dd, HH:mm, a comment or null. */
const planOf = ({ date, time, comment }: Schedule) => ({ plannedDate: toStored(parseShown(date)!), plannedTime: time, comment: comment || null });

/** The list of works a visit may record, per language (it never changes while the app runs). */
export const worksKey = (locale: string) => ['preventions', 'works', locale] as const;

export type DoneWork = { id: PreventionWorkId; value: number | null };

/** The preventions calls, through the contract (contracts/preventions.ts). */
export const preventionsApi = {
  create: (installationId: number, schedule: Schedule) => call(preventionEndpoints.create, { body: { installationId, ...planOf(schedule) } }),
  postpone: async (id: number, schedule: Schedule, reason: string) =>
    call(preventionEndpoints.update, { params: { id }, body: { ...planOf(schedule), reason: reason || null } }),
  works: () => call(preventionEndpoints.works, {}),
  sendCode: (id: number) => call(preventionEndpoints.sendCode, { params: { id }, body: {} }),
  /** The visit's works and photos without the client's code; the card comes back with `prevention.report`. */
  saveReport: (id: number, body: { works: DoneWork[]; photos: string[] }) => call(preventionEndpoints.report, { params: { id }, body }),
  /**
   * The same as a change made on site (ADR 0055): sent now, or kept on this device with the photos taken offline
   * (`files`, uploaded first) until the network returns.
   */
  saveReportOnSite: async (userId: number, card: InstallationCard, body: { works: DoneWork[]; photos: string[] }, files: OutboxFile[]) =>
    writeOnSite(
      preventionEndpoints.report,
      { params: { id: card.prevention!.id }, body },
      { userId, installationId: card.id, kind: 'visit', baseVersion: card.version, files },
    ),
  /** Without `works`, the saved report's works and photos are performed. */
  perform: (id: number, body: { works?: DoneWork[]; photos: string[]; code: string }) => call(preventionEndpoints.perform, { params: { id }, body }),
};
