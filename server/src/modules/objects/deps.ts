import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import type { UploadsService } from '../uploads';

/** What building objects need (plugins/services.ts builds it). */
export type ObjectsDeps = {
  db: Db;
  storage: Storage;
  uploads: UploadsService;
  clock: Clock;
  /** The API's public address: the documents' URLs. */
  apiPublicUrl: string;
};
