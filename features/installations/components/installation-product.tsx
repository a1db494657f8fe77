'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Gallery } from '@/components/product/gallery';
import { ProductTabs } from '@/components/product/product-tabs';
import { RichText } from '@/components/product/rich-text';
import { ListStates } from '@/components/ui/list-states';
import { Link } from '@/i18n/navigation';
import { dayOf } from '../dates';
import { installationsApi } from '../api/installations-api';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { installationKeys } from '../keys';
import { pages } from '@/contracts/pages';

/**
 * /installations/{id}/{installationId}: product `id` as
 * installed in installation `installationId` (GET /web/catalog/products/{id}?installationId=…), with the
 * warranty end, the last maintenance, the danger message and the warnings next to the catalogue card.
 */
export function InstallationProduct({
  productId,
  installationId,
  appealAction,
}: {
  productId: number;
  installationId: number;
  /** The appeal about this product (composed in app/ from the chats feature), offered when the answer's `canAppeal` says so. */
  appealAction?: (product: { id: number; name: string; canAppeal: boolean }) => ReactNode;
}) {
  const t = useTranslations('installations.product');
  const format = useFormatter();
  const { userId } = useInstallationsViewer();
  const product = useQuery({
    queryKey: installationKeys.product(userId, productId, installationId),
    queryFn: () => installationsApi.product(productId, installationId),
    enabled: Boolean(userId),
  });
  const day = (date: string) => format.dateTime(dayOf(date), { dateStyle: 'long' });

  const content = (
    <ListStates query={product} look="block" loading={t('loading')} failed={t('loadFailed')} notFound={t('notFound')} retry={t('retry')}>
      {(p) => {
        const tabs = [
          ...p.tabs.map((tab) => ({ title: tab.title, content: <RichText text={tab.content} /> })),
          p.features.length > 0 && {
            title: t('features'),
            content: (
              <dl className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {p.features.map((feature) => (
                  <div key={feature.name} className="grid grid-cols-2 gap-4 px-4 py-2 text-sm">
                    <dt className="min-w-0 break-words text-slate-600">{feature.name}</dt>
                    <dd className="min-w-0 break-words font-medium text-slate-900">{feature.value}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
          p.additionalFiles.length > 0 && {
            title: t('files'),
            content: (
              <ul className="max-w-3xl space-y-2">
                {p.additionalFiles.map((file) => (
                  <li key={file.url}>
                    <a
                      href={file.url}
                      download
                      className="flex min-h-12 items-center rounded-xl border border-slate-200 px-4 py-2 font-medium text-slate-900 hover:bg-slate-50"
                    >
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            ),
          },
        ].filter((tab) => tab !== false);

        return (
          <div className="space-y-8">
            <div className="grid gap-8 wide:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] wide:gap-10">
              <Gallery photos={p.photos} name={p.name} />
              <div className="min-w-0 space-y-4">
                <div>
                  <p className="text-sm font-medium text-brand-700">{p.group.name}</p>
                  <h1 className="mt-1 text-2xl font-semibold text-slate-900 wide:text-3xl">{p.name}</h1>
                  <p className="mt-1 text-sm text-slate-600">{t('sku', { sku: p.sku })}</p>
                </div>
                {p.dangerMessage && (
                  <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                    {p.dangerMessage}
                  </p>
                )}
                {p.warnings.length > 0 && (
                  <ul
                    aria-label={t('warnings')}
                    className="list-disc space-y-1 rounded-xl border border-amber-200 bg-amber-50 py-3 pl-8 pr-4 text-sm text-amber-900"
                  >
                    {p.warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                )}
                <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
                  <div className="grid grid-cols-2 gap-4 px-4 py-2.5">
                    <dt className="text-slate-500">{t('guaranteeYears')}</dt>
                    <dd className="text-slate-900">{t('years', { years: p.guaranteeYears })}</dd>
                  </div>
                  <div className="grid grid-cols-2 gap-4 px-4 py-2.5">
                    <dt className="text-slate-500">{t('guaranteeExpiredAt')}</dt>
                    <dd className="text-slate-900">{p.guaranteeExpiredAt ? day(p.guaranteeExpiredAt) : t('notStarted')}</dd>
                  </div>
                  <div className="grid grid-cols-2 gap-4 px-4 py-2.5">
                    <dt className="text-slate-500">{t('preventedAt')}</dt>
                    <dd className="text-slate-900">{p.preventedAt ? day(p.preventedAt) : t('never')}</dd>
                  </div>
                </dl>
                {appealAction?.({ id: p.id, name: p.name, canAppeal: p.canAppeal })}
                {p.blocks.length > 0 && (
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {p.blocks.map((block) => (
                      <li key={`${block.type}-${block.model}`} className="rounded-xl border border-slate-200 p-3 text-sm">
                        <p className="font-medium text-slate-900">{block.name}</p>
                        <p className="text-slate-600">{block.model}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
            {tabs.length > 0 && <ProductTabs tabs={tabs} label={t('details')} />}
          </div>
        );
      }}
    </ListStates>
  );

  return (
    <main className="mx-auto max-w-7xl space-y-4 px-4 py-4 wide:px-6 wide:py-8">
      <Link href={pages.installation(installationId)} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 18l-6-6 6-6" />
        </svg>
        {t('toInstallation', { id: installationId })}
      </Link>
      {content}
    </main>
  );
}
