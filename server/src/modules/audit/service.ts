import type { AuditExportQuery, AuditQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { toPage } from '../../lib/paging';
import { auditExport } from './export';
import { auditPage } from './list';
import { recordEntry, type AuditRecord } from './record';

export type AuditDeps = { db: Db; clock: Clock };

/**
 * The audit log (docs/decisions/0036-back-office-dealers-and-audit-log.md): other modules record their admin actions
 * and decisions in the transaction of the change; support reads the log.
 */
export function createAuditService({ db, clock }: AuditDeps) {
  return {
    /** Writes one entry (only the changed fields) inside the caller's transaction, at the clock's now. */
    record: (tx: Tx, entry: AuditRecord) => recordEntry(tx, clock.now(), entry),

    async list(q: AuditQuery, url: (page: number) => string) {
      const { total, items } = await auditPage(db, q);
      return toPage(items, { page: q.page, perPage: q.perPage, total, url });
    },

    /** The log through its filters as a CSV or XLSX file. */
    export: (q: AuditExportQuery) => auditExport(db, q, clock.now()),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
