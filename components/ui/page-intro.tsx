import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { pages } from '@/contracts/pages';

/**
 * The top band of an information page: breadcrumbs, the page's one h1 and a lead paragraph.
 * `trail` lists the pages between home and this one (e.g. the news list above an article). Not async, so that the
 * back-office's preview of an article renders it in the browser too.
 */
export function PageIntro({ title, lead, trail = [], children }: { title: string; lead?: string; trail?: Crumb[]; children?: ReactNode }) {
  const t = useTranslations('pages.common');
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 wide:px-6 wide:pb-12 wide:pt-10">
        <div className="mb-4">
          <Breadcrumbs label={t('breadcrumbs')} items={[{ name: t('home'), href: pages.home() }, ...trail, { name: title }]} />
        </div>
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance text-slate-900 wide:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-pretty text-slate-600 wide:text-xl">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
