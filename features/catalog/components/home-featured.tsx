import { getTranslations } from 'next-intl/server';
import { ProductTile } from '@/components/product/product-tile';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { getCatalogList, orNothing } from '../api/server';
import { catalogHref, emptyState } from '../query';

const FEATURED_COUNT = 8;

/** Home page: the top models of the catalogue (the highest-priced ones; the API has no "featured" mark). */
export async function HomeFeatured({ locale }: { locale: string }) {
  const [list, t] = await Promise.all([
    orNothing(getCatalogList({ ...emptyState, sort: { price: 'desc' }, perPage: FEATURED_COUNT }, locale)),
    getTranslations('catalog.home'),
  ]);
  const products = list?.products.data ?? [];
  if (!products.length) return null;
  return (
    <Section id="home-featured" title={t('featured')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 wide:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href={catalogHref({ ...emptyState, sort: { price: 'desc' } })} className="font-medium text-brand-700 hover:underline">
          {t('allFeatured')}
        </Link>
      </p>
    </Section>
  );
}
