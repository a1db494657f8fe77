'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import type { Lang } from '@/contracts/common';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { certificationTypesQuery } from '../certification-query';
import { useOperatorId } from '../query';
import { CertificationLevels } from './certification-levels';
import { CertificationTypeForm } from './certification-type-form';

/**
 * /admin/certifications: the certification catalogue (docs/decisions/0037-certification-catalogue.md). Each type's names
 * and terms, and its levels; the terms apply from the next decision or completion on.
 */
export function CertificationsPage() {
  const t = useTranslations('admin.certifications');
  const lang = useLocale() as Lang;
  const userId = useOperatorId();
  const types = useQuery(certificationTypesQuery(userId));
  return (
    <ProPage
      title={t('title')}
      actions={
        <Link href={pages.adminAudit({ subjectType: 'certificationType' })} className="text-sm text-brand-700 underline">
          {t('history')}
        </Link>
      }
    >
      <p className="text-slate-600">{t('intro')}</p>
      <ListStates query={types} look="block" loading={t('loading')} failed={t('loadFailed')}>
        {(list) => (
          <div className="space-y-6">
            {list.map((type) => (
              <section
                key={type.id}
                aria-labelledby={`type-${type.id}`}
                className="space-y-5 rounded-2xl bg-white p-5 shadow-sm"
                data-testid="certification-type"
              >
                <h2 id={`type-${type.id}`} className="text-lg font-semibold text-slate-900">
                  {type.code} · {type.name[lang]}
                </h2>
                <CertificationTypeForm type={type} />
                <CertificationLevels type={type} />
              </section>
            ))}
          </div>
        )}
      </ListStates>
    </ProPage>
  );
}
