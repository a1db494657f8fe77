import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { UploadsService } from '../uploads';

/** What the news use cases are given (plugins/services.ts). */
export type NewsDeps = {
  db: Db;
  clock: Clock;
  /** Cover photos: claimed from the editor's upload, released when replaced or the article goes. */
  uploads: Pick<UploadsService, 'claim' | 'release' | 'url'>;
  audit: Pick<AuditService, 'record'>;
};
