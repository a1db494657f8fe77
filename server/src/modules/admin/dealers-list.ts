import type { z } from 'zod';
import type { AdminDealersExportQuery, adminDealersQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toPage } from '../../lib/paging';
import { dealersExport } from './dealers-export';
import { presentListItem } from './dealer-read';
import { dealerPage } from './dealer-rows';

/** Support's list of dealer companies: active, deactivated or all, searched by name or code; and the same as a file. */
export function createDealersList({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async dealers(q: z.infer<typeof adminDealersQuery>, url: (page: number) => string) {
      const { total, rows } = await dealerPage(db, q);
      return toPage(
        rows.map((r) => presentListItem(r, q.lang)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },
    dealersExport: (q: AdminDealersExportQuery) => dealersExport(db, q, clock.now()),
  };
}
