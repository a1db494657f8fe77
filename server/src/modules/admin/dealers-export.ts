import type { AdminDealersExportQuery } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { displayPhone } from '../../i18n/format';
import { textsIn } from '../../i18n/translator';
import { keysetWalk, spreadsheet } from '../../lib/spreadsheet';
import { presentListItem } from './dealer-read';
import { dealerBatch, type DealerRow } from './dealer-rows';

/** Support's list of dealer companies as a file: every row through the list's filters, by name, in the request's language. */
export function dealersExport(db: Db, q: AdminDealersExportQuery, at: Date) {
  const { lang } = q;
  const t = textsIn(lang, 'admin');
  async function* rows() {
    for await (const r of keysetWalk((after: DealerRow | null) => dealerBatch(db, q, after))) {
      const item = presentListItem(r, lang);
      yield [
        item.companyName,
        item.dealerCode,
        item.region?.name ?? '',
        item.installersCount,
        r.phone ? displayPhone(r.phone) : '',
        r.email ?? '',
        r.address ?? '',
        t(`dealers.states.${item.deactivatedAt ? 'deactivated' : 'active'}`),
        kyivDay(new Date(item.createdAt)),
      ];
    }
  }
  return spreadsheet(q.format, {
    name: t('export.files.dealers'),
    at,
    sheet: t('dealers.title'),
    columns: [
      { heading: t('dealers.columns.company'), width: 32 },
      { heading: t('dealers.columns.code'), width: 14 },
      { heading: t('dealers.columns.region'), width: 22 },
      { heading: t('dealers.columns.installers'), width: 12 },
      { heading: t('export.phone'), width: 20 },
      { heading: t('export.email'), width: 28 },
      { heading: t('export.address'), width: 36 },
      { heading: t('export.state'), width: 16 },
      { heading: t('dealers.columns.created'), width: 12 },
    ],
    rows: rows(),
  });
}
