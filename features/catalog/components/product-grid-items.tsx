import type { ProductListItem } from '@/contracts/catalog';
import { ProductTile } from '@/components/product/product-tile';

/** Tiles of the first row load at once: one of them is the largest paint of the page. */
const EAGER_TILES = 4;

/**
 * The tiles of the URL's page, rendered on the server and handed to `ProductList` as its children: the
 * browser hydrates only their links and photos instead of rendering every tile again when the page starts.
 */
export function ProductGridItems({ products }: { products: ProductListItem[] }) {
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductTile product={product} eager={index < EAGER_TILES} />
    </li>
  ));
}
