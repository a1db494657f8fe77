import type { AddressesQuery } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Translator } from '../../i18n/translator';
import { searchSettlements, toSuggestion } from './search';
import type { Geocoder } from './visicom';

/** Address suggestions: settlements from the embedded codifier, with Visicom's id when a geocoder is configured. */
export function createAddressesService({ db, geocoder }: { db: Db; geocoder: Geocoder | null }) {
  return {
    async suggest(query: AddressesQuery, t: Translator) {
      const { rows, total } = await searchSettlements(db, query);
      const ids = geocoder
        ? await geocoder.idsOf(
            query.search,
            rows.map((r) => ({ name: r.name, region: r.region, area: r.area })),
          )
        : [];
      return { items: rows.map((row, i) => toSuggestion(row, query.lang, t, ids[i] ?? null)), total };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
