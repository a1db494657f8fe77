import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { SessionsService } from '../auth';
import type { CodesService } from '../codes';
import type { NotificationsService } from '../notifications';
import type { SmsSender } from '../sms';

/** What the back-office's use cases are given (plugins/services.ts). */
export type AdminDeps = {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  /** The SMS throttle a repeated invitation goes through. */
  codes: Pick<CodesService, 'throttleSend'>;
  notifications: Pick<NotificationsService, 'notifyEach'>;
  audit: Pick<AuditService, 'record'>;
  /** Ends a person's sessions (and closes their sockets) when support changes their role or blocks them. */
  sessions: Pick<SessionsService, 'revokeAllOf'>;
  /** The web's public address: the invitation SMS links to its sign-in. */
  webUrl: string;
};
