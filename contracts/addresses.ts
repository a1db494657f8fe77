import { z } from 'zod';
import { langQuery, pageSchema, pagingQuery } from './common';
import { defineRoute } from './route';
import { textSchema } from './validation';

/** Address suggestions come five at a time (docs/api.md#answers-and-pages). */
export const ADDRESS_SUGGESTIONS = 5;
export const ADDRESS_SEARCH_MAX_LENGTH = 100;

export const addressesQuery = langQuery.extend(pagingQuery(ADDRESS_SUGGESTIONS).shape).extend({
  search: textSchema().trim().min(2).max(ADDRESS_SEARCH_MAX_LENGTH),
});
export type AddressesQuery = z.infer<typeof addressesQuery>;

/**
 * One settlement offered for an address: region, area (district) and city as the wizard's address
 * names them, in Ukrainian for `uk` and in the official Latin transliteration otherwise. `id` is the
 * settlement's KATOTTG code; `visicomId` is set only when a geocoder is configured.
 */
export const addressSuggestionSchema = z.object({
  id: z.string(),
  visicomId: z.string().nullable(),
  kind: z.enum(['special', 'city', 'settlement', 'village']),
  region: z.string(),
  area: z.string().nullable(),
  city: z.string(),
  /** The whole place in one line, for the suggestion list: "Бровари, Броварський р-н, Київська обл.". */
  label: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/addresses',
    auth: 'public',
    query: addressesQuery,
    response: pageSchema(addressSuggestionSchema),
    errors: [422],
  }),
};
