'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import type { Lang } from '@/contracts/common';
import type { InfoPageKey } from '@/contracts/info-pages';
import type { SiteContacts } from '@/contracts/site-contacts';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { useOperatorId } from '@/lib/session/session-store';
import { InfoPageView } from '../../components/info-page-view';
import type { PlaceParts } from '../../components/place-page';
import { infoPageQuery } from '../query';

/**
 * /admin/pages/{key}/preview: the page's saved draft in the page's language (or, without one, its published text) as
 * the public page will show it, under a band that says which.
 */
export function InfoPagePreview({ pageKey, contacts, placeParts }: { pageKey: InfoPageKey; contacts: SiteContacts; placeParts: PlaceParts }) {
  const t = useTranslations('admin.infoPages');
  const lang = useLocale() as Lang;
  const page = useQuery(infoPageQuery(useOperatorId(), pageKey));
  return (
    <ListStates query={page} look="block" loading={t('loadingPage')} failed={t('loadFailed')}>
      {(found) => {
        const text = found.texts[lang];
        return (
          <div>
            <p role="note" className="bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-900">
              {t(text.draft ? 'preview.draft' : 'preview.published')}{' '}
              <Link href={pages.adminInfoPage(pageKey, { lang })} className="underline">
                {t('preview.back')}
              </Link>
            </p>
            {/* Held to the page's shape when it was saved. */}
            <InfoPageView page={{ key: pageKey, document: (text.draft ?? text.published) as never }} contacts={contacts} placeParts={placeParts} />
          </div>
        );
      }}
    </ListStates>
  );
}
