import type { z } from 'zod';
import type { DealerRequestKind, installerRequestBodySchema, Lang } from '../../../../contracts';
import { pages } from '../../../../contracts/pages';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { sqlStateOf } from '../../lib/db-errors';
import { FieldsError, notFound } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import type { RateLimiter } from '../../lib/rate-limit';
import type { NotificationsService } from '../notifications';
import { companyByCode, type Company } from './companies';
import { installerDealer } from './installer-pages';
import { certificationTypeExists, typesAndLevels } from './license';
import { lockUser, personOf } from './people';
import {
  hasWaitingRequest,
  insertRequest,
  isBlocked,
  latestOwnRequest,
  presentOwn,
  regionExists,
  regionList,
  requestRow,
  type RequestDetails,
} from './requests';

/** Dealer-code lookups per user: enough to type a few codes, too few to walk the register. */
const DEALER_LOOKUPS_PER_USER = { max: 30, windowSeconds: 10 * 60 };
/** Requests (installer, dealer change) a user may send per day, whatever the answers. */
const DEALER_REQUESTS_PER_USER = { max: 10, windowSeconds: 24 * 60 * 60 };

const field = (name: string, key: string) => new FieldsError({ [name]: [key] });

type SendingDeps = { db: Db; clock: Clock; rateLimit: RateLimiter; notifications: NotificationsService };

/**
 * Requests to a dealer (docs/decisions/0026-dealer-requests.md): the dealer look-up by code, a client's request to
 * become its installer and an installer's request to move to it, with the forms that offer them.
 */
export function createRequestSending({ db, clock, rateLimit, notifications }: SendingDeps) {
  async function dealerByCode(dealerCode: string): Promise<Company & { dealerCode: string }> {
    const dealer = await companyByCode(db, dealerCode);
    if (!dealer?.dealerCode) throw field('dealerCode', 'dealerUnknown');
    return { ...dealer, dealerCode: dealer.dealerCode };
  }

  /** Sends a request to a dealer: one waiting per person, none to a dealer that blocked them; 422s on `blockedKey`. */
  async function send(viewer: Viewer, kind: DealerRequestKind, dealer: Company, details: RequestDetails, blockedKey: string) {
    await rateLimit.consume(`dealers:requests:${viewer.id}`, DEALER_REQUESTS_PER_USER);
    return transaction(db, async (tx) => {
      const me = await lockUser(tx.db, viewer.id);
      if (!me) throw notFound();
      if (await hasWaitingRequest(tx.db, viewer.id)) throw field(blockedKey, 'dealerRequestPending');
      if (await isBlocked(tx.db, viewer.id, dealer.id)) throw field(blockedKey, 'dealerBlocked');
      const id = await insertRequest(tx.db, {
        kind,
        userId: viewer.id,
        dealerId: dealer.id,
        previousDealerId: kind === 'DEALER_CHANGE' ? me.dealerId : null,
        createdAt: clock.now(),
        ...details,
      }).catch((error: unknown) => {
        // Two requests at once: the partial unique index keeps one waiting.
        if (sqlStateOf(error) === '23505') throw field(blockedKey, 'dealerRequestPending');
        throw error;
      });
      await notifications.notifyUser(tx, dealer.id, {
        kind: kind === 'INSTALLER' ? 'installerRequest' : 'dealerChangeRequest',
        values: { name: fullName(me) },
        link: pages.installers({ tab: 'requests' }),
      });
      return id;
    });
  }

  return {
    async lookup(viewer: Viewer, dealerCode: string) {
      await rateLimit.consume(`dealers:lookup:${viewer.id}`, DEALER_LOOKUPS_PER_USER);
      return { dealerName: (await dealerByCode(dealerCode)).name };
    },

    /** Asks to move to another dealer: 422 `dealerCode` for an unknown code, `dealer` for one's own dealer or while a request waits. */
    async requestDealerChange(viewer: Viewer, body: { comment: string; dealerCode: string }) {
      const dealer = await dealerByCode(body.dealerCode);
      const me = await personOf(db, viewer.id);
      if (me?.dealerId === dealer.id) throw field('dealer', 'dealerOwn');
      await send(viewer, 'DEALER_CHANGE', dealer, { comment: body.comment }, 'dealer');
      return installerDealer(db, viewer);
    },

    async installerRequestCreate(viewer: Viewer, lang: Lang) {
      const [{ certificationTypes: types }, regions, request] = await Promise.all([
        typesAndLevels(db, lang),
        regionList(db, lang),
        latestOwnRequest(db, viewer.id, 'INSTALLER'),
      ]);
      return { certificationTypes: types, regions, request: request ? presentOwn(request) : null };
    },

    /** A client asks to become an installer of the dealer named by its code; every unknown field is a 422 of its own. */
    async requestToBecomeInstaller(viewer: Viewer, body: z.infer<typeof installerRequestBodySchema>) {
      const [dealer, region, type] = await Promise.all([
        companyByCode(db, body.dealerCode),
        regionExists(db, body.regionId),
        certificationTypeExists(db, body.certificationTypeId),
      ]);
      const errors: Record<string, string[]> = {};
      if (!dealer?.dealerCode) errors.dealerCode = ['dealerUnknown'];
      if (!region) errors.regionId = ['dealerRegionUnknown'];
      if (!type) errors.certificationTypeId = ['dealerCertificationTypeUnknown'];
      if (Object.keys(errors).length || !dealer) throw new FieldsError(errors);
      const id = await send(
        viewer,
        'INSTALLER',
        dealer,
        { supplier: body.name, regionId: body.regionId, certificationTypeId: body.certificationTypeId, lastJobLicense: body.lastJobLicense || null },
        'dealerCode',
      );
      return presentOwn((await requestRow(db, id))!);
    },
  };
}
