import type { ProductListItem } from '@/contracts/catalog';
import { ProductTile } from '@/components/product/product-tile';

/** Tiles of the first row load at once: one of them is the largest paint of the page. */
const EAGER_TILES = 4;

/**
 * The tiles of the URL's page, rendered on the server and handed to `ProductList` as its children: the
 * browser does not render them again when the page starts, and they hold no client component to hydrate
 * (plain photos and links, ADR 0008 items 6 and 7).
 */
export function ProductGridItems({ products }: { products: ProductListItem[] }) {
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductTile product={product} eager={index < EAGER_TILES} />
    </li>
  ));
}
