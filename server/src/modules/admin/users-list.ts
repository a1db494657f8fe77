import type { AdminUsersQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paging';
import { presentUserItem } from './user-read';
import { userPage } from './user-rows';

/** Support's list of every account, newest first, searched by name or phone and filtered by role, company and state. */
export function createUsersList({ db }: { db: Db }) {
  return {
    async users(q: AdminUsersQuery, url: (page: number) => string) {
      const { total, rows } = await userPage(db, q);
      return toPage(rows.map(presentUserItem), { page: q.page, perPage: q.perPage, total, url });
    },
  };
}
