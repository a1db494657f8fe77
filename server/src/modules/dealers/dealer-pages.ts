import type { z } from 'zod';
import type { dealerRequestsQuery, Lang } from '../../../../contracts';
import { mayEnter, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { toPage } from '../../lib/paging';
import { companyById, companyCounts, companyIdOf } from './companies';
import { dealerInstallersPage, type DealerInstallersQuery } from './installers-list';
import { typesAndLevels } from './license';
import { presentRequest, requestPage } from './requests';

/** What the dealer's pages read: its installers, its company and the requests addressed to it; the certification filters. */
export function createDealerPages({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async installers(viewer: Viewer, q: DealerInstallersQuery, url: (page: number) => string) {
      const { total, items } = await dealerInstallersPage(db, viewer, q, clock.now());
      return toPage(items, { page: q.page, perPage: q.perPage, total, url });
    },

    certifications: (lang: Lang) => typesAndLevels(db, lang),

    /** The viewer's company; the admin, who has none, gets 404. */
    async info(viewer: Viewer) {
      if (viewer.role === 'ADMIN') throw notFound();
      const dealerId = await companyIdOf(db, viewer);
      const company = await companyById(db, dealerId);
      if (!company) throw notFound();
      return { ...company, ...(await companyCounts(db, dealerId)), canDecide: mayEnter(viewer.role, 'dealerDecisions') };
    },

    async requests(viewer: Viewer, q: z.infer<typeof dealerRequestsQuery>, url: (page: number) => string) {
      const { total, rows } = await requestPage(db, viewer, q);
      return toPage(
        rows.map((r) => presentRequest(r, q.lang)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },
  };
}
