import type { CallInput, ContractRoute } from '@/contracts/route';
import type { OnSite } from './outbox';

/**
 * `writeOnSite` (outbox.ts), loaded with the first write: the features' API modules offer these writes beside their
 * reads, and a page that only reads (the installations list, the calendar) then does not load the outbox and Dexie.
 */
export const writeOnSite = async <R extends ContractRoute>(route: R, input: CallInput<R>, onSite: OnSite) =>
  (await import('./outbox')).writeOnSite(route, input, onSite);
