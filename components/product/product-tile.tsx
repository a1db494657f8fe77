import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ProductListItem } from '@/contracts/catalog';
import { getPathname } from '@/i18n/navigation';
import { clientLink } from '@/lib/client-link';
import { Price } from './price';
import { ProductImage } from './product-image';
import { pages } from '@/contracts/pages';

type ProductTileProps = {
  product: Pick<ProductListItem, 'id' | 'name' | 'photo' | 'price' | 'oldPrice' | 'series' | 'sku' | 'coolingKw' | 'area' | 'energyClass'>;
  headingLevel?: 2 | 3;
  /** Loads the photo at once: for the tiles of the first screen (the page's largest paint). */
  eager?: boolean;
  /** A control under the price, e.g. "remove from favourites". */
  action?: ReactNode;
};

/**
 * A product in a grid (catalogue, search, favourites, home): the whole tile links to the product
 * page; the photo box is square so nothing moves when it loads.
 */
export function ProductTile({ product, headingLevel = 2, eager = false, action }: ProductTileProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const specs = [
    product.coolingKw != null && t('spec.cooling', { kw: product.coolingKw }),
    product.area != null && t('spec.area', { area: product.area }),
    product.energyClass && t('spec.energyClass', { energyClass: product.energyClass }),
  ].filter(Boolean) as string[];
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-50">
        <ProductImage
          src={product.photo}
          alt={product.name}
          fill
          sizes="(min-width: 1280px) 290px, (min-width: 981px) 25vw, (min-width: 640px) 33vw, 50vw"
          className="object-contain p-2"
          {...(eager ? { preload: true, fetchPriority: 'high' } : {})}
        />
      </div>
      {/* Three lines: names of one series differ only at their end (model, colour). */}
      <Heading className="mt-3 line-clamp-3 text-sm font-medium text-slate-900">
        {/* Not next/link: a plain link hydrates nothing (ClientLinks navigates), and nothing is prefetched. */}
        <a
          href={getPathname({ href: pages.product(product.id), locale })}
          {...clientLink}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl"
        >
          {product.name}
        </a>
      </Heading>
      {/* Long article numbers wrap rather than widen a phone's two-column grid. */}
      <p className="mt-1 text-xs wrap-anywhere text-slate-600">{product.series ? `${product.series} · ${product.sku}` : product.sku}</p>
      {specs.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('spec.label')}>
          {specs.map((spec) => (
            <li key={spec} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {spec}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-3">
        <Price price={product.price} oldPrice={product.oldPrice} />
      </div>
      {action && <div className="relative z-10 mt-2">{action}</div>}
    </article>
  );
}
