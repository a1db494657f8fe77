import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Realtime } from '../../lib/realtime';
import type { InstallationsService } from '../installations';
import type { PushService } from '../push';
import type { UploadsService } from '../uploads';

/** What the chats service is built with (plugins/services.ts): the installations service answers the aside's installation card. */
export type ChatsDeps = {
  db: Db;
  realtime: Realtime;
  push: Pick<PushService, 'send'>;
  rateLimit: RateLimiter;
  clock: Clock;
  uploads: UploadsService;
  installations: InstallationsService;
  apiPublicUrl: string;
};
