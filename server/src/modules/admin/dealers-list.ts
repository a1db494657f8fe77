import type { z } from 'zod';
import type { adminDealersQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paging';
import { presentListItem } from './dealer-read';
import { dealerPage } from './dealer-rows';

/** Support's list of dealer companies: active, deactivated or all, searched by name or code. */
export function createDealersList({ db }: { db: Db }) {
  return {
    async dealers(q: z.infer<typeof adminDealersQuery>, url: (page: number) => string) {
      const { total, rows } = await dealerPage(db, q);
      return toPage(
        rows.map((r) => presentListItem(r, q.lang)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },
  };
}
