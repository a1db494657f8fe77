import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fullName } from '../../lib/names';
import { toPage } from '../../lib/paging';
import { companyById } from './companies';
import { licenseEntries, typesAndLevels } from './license';
import { personOf } from './people';
import { ratingPage, ratingSummary } from './rating';
import { latestOwnRequest, presentOwn } from './requests';

type Paging = { page: number; perPage: number; url: (page: number) => string };

/** The installer's dealer and the state of their latest dealer-change request (also the answer to sending one). */
export async function installerDealer(db: Db, viewer: Viewer) {
  const me = await personOf(db, viewer.id);
  const dealer = me?.dealerId ? await companyById(db, me.dealerId) : null;
  const request = await latestOwnRequest(db, viewer.id, 'DEALER_CHANGE');
  return {
    dealer: dealer ? { id: dealer.id, name: dealer.name, dealerCode: dealer.dealerCode, phone: dealer.phone, email: dealer.email } : null,
    status: request?.status ?? ('NOT_SENT' as const),
    request: request ? presentOwn(request) : null,
  };
}

/** What the installer's pages read: their licence, their rating and their dealer. */
export function createInstallerPages({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async license(viewer: Viewer, lang: Lang) {
      const now = clock.now();
      const me = await personOf(db, viewer.id);
      const [entries, dealer, { certificationTypes: types }] = await Promise.all([
        licenseEntries(db, viewer.id, lang, now),
        me.dealerId ? companyById(db, me.dealerId) : null,
        typesAndLevels(db, lang),
      ]);
      return {
        license: {
          installerId: viewer.id,
          fullName: fullName(me),
          dealerName: dealer?.name ?? null,
          certified: entries.some((e) => e.status === 'ACTIVE'),
          entries,
        },
        certificationTypes: types,
      };
    },

    async rating(viewer: Viewer, paging: Paging) {
      const [summary, items] = await Promise.all([ratingSummary(db, viewer.id), ratingPage(db, viewer.id, paging.page, paging.perPage)]);
      return { meanRating: summary.meanRating, ratingsCount: summary.ratingsCount, ratings: toPage(items, { ...paging, total: summary.ratingsCount }) };
    },

    dealer: (viewer: Viewer) => installerDealer(db, viewer),
  };
}
