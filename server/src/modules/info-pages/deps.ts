import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';

/** What the information pages are given (plugins/services.ts). */
export type InfoPagesDeps = { db: Db; clock: Clock; audit: Pick<AuditService, 'record'> };
