import type { AdminDealer, AdminDealerListItem, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { regionList, regionName } from '../dealers';
import { dealerRow, peopleOf, type DealerRow } from './dealer-rows';
import { iso } from '../../db/rows';

export function presentListItem(r: DealerRow, lang: Lang): AdminDealerListItem {
  return {
    id: r.id,
    companyName: r.companyName,
    dealerCode: r.dealerCode,
    region:
      r.regionId !== null && r.regionName !== null
        ? { id: r.regionId, name: regionName({ name: r.regionName, nameLatin: r.regionLatin ?? r.regionName }, lang) }
        : null,
    installersCount: r.installersCount,
    invited: r.invited,
    deactivatedAt: iso(r.deactivatedAt),
    createdAt: iso(r.createdAt),
  };
}

/** The company with its contacts and people, or 404. */
export async function readDealer(db: Db, id: number, lang: Lang): Promise<AdminDealer> {
  const row = await dealerRow(db, id);
  if (!row) throw notFound();
  return { ...presentListItem(row, lang), phone: row.phone, email: row.email, address: row.address, people: await peopleOf(db, id) };
}

/** Support reads one company, and the regions a company may name. */
export function createDealerRead({ db }: { db: Db }) {
  return { dealer: (id: number, lang: Lang) => readDealer(db, id, lang), regions: (lang: Lang) => regionList(db, lang) };
}
