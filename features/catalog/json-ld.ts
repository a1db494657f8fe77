import type { ProductCard } from '@/contracts/catalog';
import type { Crumb } from '@/components/ui/breadcrumbs';

/** schema.org Product with its Offer (price in UAH, availability). */
export function productJsonLd(product: ProductCard, url: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description,
    image: product.photos,
    category: product.group.name,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: product.currency,
      availability: product.archived ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** schema.org BreadcrumbList of a trail whose links are made absolute by `absolute`. */
export function breadcrumbJsonLd(crumbs: Crumb[], current: string, absolute: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.href ?? current),
    })),
  };
}

/** The first sentences of a description, up to about 160 characters, for meta descriptions. */
export function summaryOf(text: string, max = 160) {
  const plain = text.replace(/^- /gm, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
