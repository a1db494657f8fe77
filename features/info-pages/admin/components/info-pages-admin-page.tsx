'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { locales, type Lang } from '@/contracts/common';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { infoPagesQuery } from '../query';
import { useOperatorId } from '@/lib/session/session-store';

/** /admin/pages: the information pages, each language's title and whether it has changes not yet published. */
export function InfoPagesAdminPage() {
  const t = useTranslations('admin.infoPages');
  const format = useFormatter();
  const lang = useLocale() as Lang;
  const list = useQuery(infoPagesQuery(useOperatorId()));
  return (
    <ProPage title={t('title')}>
      <p className="text-slate-600">{t('intro')}</p>
      <p className="rounded-2xl bg-white p-4 shadow-sm">
        <Link href={pages.adminSiteContacts()} className="font-semibold text-brand-700 underline">
          {t('siteContacts')}
        </Link>
        <span className="block text-sm text-slate-600">{t('siteContactsText')}</span>
      </p>
      <ListStates query={list} loading={t('loading')} failed={t('loadFailed')}>
        {(infoPages) => (
          <ul aria-label={t('list')} className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm">
            {infoPages.map((page) => (
              <li key={page.key} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-60 flex-1">
                  <Link href={pages.adminInfoPage(page.key)} className="font-semibold text-brand-700 underline">
                    {t(`pages.${page.key}`)}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {page.texts[lang].title} · {pages[page.key]()}
                  </p>
                </div>
                <ul className="flex flex-wrap gap-2" aria-label={t('languages')}>
                  {locales.map((l) => (
                    <li key={l}>
                      <Link
                        href={pages.adminInfoPage(page.key, { lang: l })}
                        className={`inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-medium ${
                          page.texts[l].hasDraft ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
                        }`}
                      >
                        <span className="uppercase">{l}</span>
                        <span>
                          {page.texts[l].hasDraft
                            ? t('state.draftShort')
                            : t('state.publishedShort', { date: format.dateTime(new Date(page.texts[l].publishedAt), { dateStyle: 'medium' }) })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ProPage>
  );
}
