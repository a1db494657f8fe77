import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ProductCard } from '@/contracts/catalog';
import { Price } from '@/components/product/price';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { fileSize } from '@/lib/file-size';
import { localizedUrl } from '@/lib/seo';
import { crumbsOf } from '../../crumbs';
import { breadcrumbJsonLd, productJsonLd, summaryOf } from '../../json-ld';
import { Gallery } from '@/components/product/gallery';
import { ProductTabs } from '@/components/product/product-tabs';
import { ProductVideos } from './product-videos';
import { RichText } from '@/components/product/rich-text';
import { pages } from '@/contracts/pages';

type Locale = Parameters<typeof localizedUrl>[1];

/** The features shown next to the price; the tabs hold the full texts. */
const KEY_FEATURES = 8;

/**
 * /products/{id}, rendered on the server: gallery, colours, price and guarantee, the favourite
 * toggle (composed in by the page), key features, tabs with the texts, units, documents and videos,
 * and the Product/Offer/BreadcrumbList structured data.
 */
export async function ProductPage({ product, locale, favoriteToggle }: { product: ProductCard; locale: string; favoriteToggle?: ReactNode }) {
  const [t, format] = await Promise.all([getTranslations('catalog'), getFormatter()]);
  const path = pages.product(product.id);
  const absolute = (href: string) => localizedUrl(href, locale as Locale);
  const crumbs = crumbsOf(product.breadCrumbs, t('homeCrumb'), product.name);

  const tabs: { title: string; content: ReactNode }[] = [
    ...product.tabs.map((tab) => ({ title: tab.title, content: <RichText text={tab.content} /> })),
    product.blocks.length > 0 && {
      title: t('product.blocks'),
      content: (
        <ul className="grid max-w-3xl gap-3 sm:grid-cols-2">
          {product.blocks.map((block) => (
            <li key={`${block.type}-${block.model}`} className="rounded-xl border border-slate-200 p-4">
              <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{t(`product.unit.${block.type}`)}</p>
              <p className="mt-1 font-medium text-slate-900">{block.name}</p>
              <p className="text-sm text-slate-600">{block.model}</p>
            </li>
          ))}
        </ul>
      ),
    },
    product.additionalFiles.length > 0 && {
      title: t('product.files'),
      content: (
        <ul className="max-w-3xl space-y-2">
          {product.additionalFiles.map((file) => (
            <li key={file.url}>
              <a href={file.url} download className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-4 py-2 hover:bg-slate-50">
                <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="text-brand-700">
                  <path d="M12 3v12m0 0l-4-4m4 4l4-4M5 21h14" />
                </svg>
                <span className="flex-1 font-medium text-slate-900">{file.name}</span>
                <span className="text-sm text-slate-600">{format.number(...fileSize(file.size))}</span>
              </a>
            </li>
          ))}
        </ul>
      ),
    },
    product.videos.length > 0 && { title: t('product.videos'), content: <ProductVideos videos={product.videos} /> },
  ].filter((tab) => tab !== false);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 wide:px-6">
      <JsonLd data={productJsonLd(product, absolute(path), summaryOf(product.description, 500))} />
      <JsonLd data={breadcrumbJsonLd(crumbs, path, absolute)} />
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <div className="mt-4 grid gap-8 wide:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] wide:gap-10">
        <Gallery photos={product.photos} name={product.name} />
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{product.group.name}</p>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900 wide:text-3xl">{product.name}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {t('product.series', { series: product.series })} · {t('product.sku', { sku: product.sku })}
          </p>

          <div className="mt-6 rounded-2xl border border-slate-200 p-5">
            <Price price={product.price} oldPrice={product.oldPrice} size="lg" />
            <p className={`mt-2 text-sm font-medium ${product.archived ? 'text-slate-600' : 'text-emerald-700'}`}>
              {product.archived ? t('product.archived') : t('product.available')}
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
              <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="text-brand-700">
                <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4" />
              </svg>
              {t('product.guarantee', { years: product.guaranteeYears })}
            </p>
            {favoriteToggle && <div className="mt-4">{favoriteToggle}</div>}
          </div>

          {product.colors.length > 0 && (
            <div className="mt-6">
              <h2 className="text-sm font-medium text-slate-900">{t('product.colors')}</h2>
              <ul className="mt-2 flex flex-wrap gap-3">
                {product.colors.map((color) => (
                  <li key={color.hex} className="flex items-center gap-2 text-sm text-slate-700">
                    <span aria-hidden className="size-6 rounded-full border border-slate-300" style={{ backgroundColor: color.hex }} />
                    {color.name}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {product.features.length > 0 && (
            <div className="mt-6">
              <h2 className="text-sm font-medium text-slate-900">{t('product.features')}</h2>
              <dl className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {product.features.slice(0, KEY_FEATURES).map((feature) => (
                  <div key={feature.name} className="grid grid-cols-2 gap-4 px-4 py-2 text-sm">
                    <dt className="min-w-0 break-words text-slate-600">{feature.name}</dt>
                    <dd className="min-w-0 break-words font-medium text-slate-900">{feature.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </div>

      {tabs.length > 0 && (
        <section className="mt-10" aria-label={t('product.details')}>
          <ProductTabs tabs={tabs} label={t('product.details')} />
        </section>
      )}
    </main>
  );
}
