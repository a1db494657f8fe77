import { FAVORITES_PER_PAGE, MAX_PER_PAGE } from '@/contracts/constants';
import { catalogEndpoints } from '@/contracts/endpoints/catalog';
import { call } from '@/lib/api/call';

export const fetchFavorites = (page: number, perPage = FAVORITES_PER_PAGE) => call(catalogEndpoints.favorites, { query: { page, perPage } });

/** Every favourite's id (a user rarely has more than one page of 100). */
export async function fetchFavoriteIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchFavorites(page, MAX_PER_PAGE);
    ids.push(...result.data.map((p) => p.id));
    if (result.currentPage >= result.lastPage) return ids;
  }
}

export async function setFavorite(productId: number, inFavorites: boolean) {
  return call(inFavorites ? catalogEndpoints.addFavorite : catalogEndpoints.removeFavorite, { params: { id: productId } });
}
