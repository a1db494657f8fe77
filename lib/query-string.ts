import { stringify } from 'qs-esm';

/**
 * A query string as the API reads it (docs/api.md#transport: brackets, `filter[0][values][]=12`). The web app writes
 * query strings with qs-esm, qs without the polyfills that made qs ~50 KB of every page's JavaScript;
 * the Next server and the API parse them with qs itself.
 */
export function toQueryString(params: Record<string, unknown>) {
  return stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true });
}
