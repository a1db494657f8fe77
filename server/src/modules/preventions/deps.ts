import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Realtime } from '../../lib/realtime';
import type { Storage } from '../../lib/storage';
import type { CodesService } from '../codes';
import type { NotificationsService } from '../notifications';
import type { SmsSender } from '../sms';
import type { UploadsService } from '../uploads';

/** What maintenance needs (plugins/services.ts builds it). */
export type PreventionsDeps = {
  db: Db;
  storage: Storage;
  clock: Clock;
  codes: CodesService;
  notifications: NotificationsService;
  realtime: Realtime;
  sms: SmsSender;
  uploads: UploadsService;
  /** The API's public address: the ICS feed's URL. */
  apiPublicUrl: string;
  /** The web's public address: links in SMS. */
  webUrl: string;
};
