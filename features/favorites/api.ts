import type { Page } from '@/contracts/common';
import type { FavoriteState, ProductListItem } from '@/contracts/catalog';
import { FAVORITES_PER_PAGE, MAX_PER_PAGE } from '@/contracts/constants';
import { getData, sendData } from '@/lib/api/client';

const path = '/web/catalog/favorites/products';

export const fetchFavorites = (page: number, perPage = FAVORITES_PER_PAGE) =>
  getData<Page<ProductListItem>>(path, { params: { page, perPage } });

/** Every favourite's id (a user rarely has more than one page of 100). */
export async function fetchFavoriteIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchFavorites(page, MAX_PER_PAGE);
    ids.push(...result.data.map((p) => p.id));
    if (result.currentPage >= result.lastPage) return ids;
  }
}

export const setFavorite = (productId: number, inFavorites: boolean) =>
  sendData<FavoriteState>(inFavorites ? 'post' : 'delete', `${path}/${productId}`);
