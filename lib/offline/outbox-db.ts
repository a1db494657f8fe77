import Dexie, { type EntityTable } from 'dexie';
import { OUTBOX_DB, wantOutbox } from './outbox-probe';

/** What a queued change does; each kind is a write of the API (`step`: a wizard's details or address of a draft). */
export type OutboxKind = 'units' | 'photos' | 'commissioning' | 'visit' | 'step';

/**
 * - `waiting`: to be sent when the network answers;
 * - `conflict`: the job changed at the server after this change was made (412): the user chooses which version stays;
 * - `refused`: the server refused it (a 4xx that a replay would not change): the user reads why and discards or redoes it.
 */
export type OutboxState = 'waiting' | 'conflict' | 'refused';

/** A photo taken without a network, kept until it is uploaded (its temporary path once it is). */
export type OutboxFile = { name: string; type: string; blob: Blob; path?: string };

export type OutboxEntry = {
  /** Order of making: changes are sent in this order. */
  seq?: number;
  /** The Idempotency-Key every attempt of this change carries: the API writes it once however often it arrives. */
  key: string;
  userId: number;
  installationId: number;
  kind: OutboxKind;
  method: 'PUT' | 'POST';
  path: string;
  body: Record<string, unknown>;
  /** Photos of a `photos` change, sent through the upload protocol before the body names them. */
  files?: OutboxFile[];
  /** The job's version the change was made on (sent as If-Match): the API refuses it with 412 if the job moved since. */
  baseVersion?: string;
  createdAt: number;
  state: OutboxState;
  /** Why the server refused it (`refused`), in the user's language at the time. */
  failure?: { message: string; fields: Record<string, string> };
};

/**
 * The field app's outbox (ADR 0055): changes made on site, kept in IndexedDB until the API has them. One database per
 * browser profile; entries carry their user, and only that user's session sends or shows them.
 */
export const outboxDb = new Dexie(OUTBOX_DB) as Dexie & { entries: EntityTable<OutboxEntry, 'seq'> };
outboxDb.version(1).stores({ entries: '++seq, userId, [userId+installationId]' });

// A page that loads the outbox makes changes that may be kept: its bar loads with it (outbox-probe.ts).
if (typeof window !== 'undefined') wantOutbox();
