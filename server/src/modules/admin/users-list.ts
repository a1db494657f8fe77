import type { AdminUsersExportQuery, AdminUsersQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toPage } from '../../lib/paging';
import { presentUserItem } from './user-read';
import { userPage } from './user-rows';
import { usersExport } from './users-export';

/** Support's list of every account, newest first, searched by name or phone and filtered by role, company and state; and the same as a file. */
export function createUsersList({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async users(q: AdminUsersQuery, url: (page: number) => string) {
      const { total, rows } = await userPage(db, q);
      return toPage(rows.map(presentUserItem), { page: q.page, perPage: q.perPage, total, url });
    },
    usersExport: (q: AdminUsersExportQuery) => usersExport(db, q, clock.now()),
  };
}
