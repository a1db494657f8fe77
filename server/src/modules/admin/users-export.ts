import type { AdminUsersExportQuery } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { displayPhone } from '../../i18n/format';
import { textsIn, translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import { keysetWalk, spreadsheet } from '../../lib/spreadsheet';
import { userBatch, type UserRow } from './user-rows';

/** Support's list of accounts as a file: every row through the list's filters, newest first, in the request's language. */
export function usersExport(db: Db, q: AdminUsersExportQuery, at: Date) {
  const t = textsIn(q.lang, 'admin');
  const role = translator(q.lang);
  const state = (r: UserRow) => t(`export.userStates.${r.blockedAt ? 'blocked' : r.invited ? 'invited' : 'active'}`);
  async function* rows() {
    for await (const r of keysetWalk((after: UserRow | null) => userBatch(db, q, after))) {
      yield [r.id, fullName(r), displayPhone(r.phone), r.email, role(`roles.${r.role}`), r.companyName ?? '', state(r), kyivDay(new Date(r.createdAt))];
    }
  }
  return spreadsheet(q.format, {
    name: t('export.files.users'),
    at,
    sheet: t('users.title'),
    columns: [
      { heading: t('export.number'), width: 10 },
      { heading: t('users.columns.name'), width: 28 },
      { heading: t('users.columns.phone'), width: 20 },
      { heading: t('export.email'), width: 28 },
      { heading: t('users.columns.role'), width: 22 },
      { heading: t('users.columns.company'), width: 28 },
      { heading: t('export.state'), width: 16 },
      { heading: t('users.columns.created'), width: 12 },
    ],
    rows: rows(),
  });
}
