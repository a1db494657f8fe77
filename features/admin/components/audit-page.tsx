'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadingRows } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AUDIT_ENTRIES_PER_PAGE, auditActions, type AuditAction, type AuditEntry } from '@/contracts/admin';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { auditHref, auditQueryOf, auditSubjectTypes, parseAuditState, type AuditState, type AuditSubjectType } from '../list-state';
import { withoutPaging } from '@/lib/list-address';
import { adminApi } from '../api/admin-api';
import { ExportButtons } from '@/components/ui/export-buttons';
import { auditQuery, useOperatorId } from '../query';
import { AuditChanges, useValueText } from './audit-changes';
import { AdminList } from './admin-list';

const isSubjectType = (value: string): value is AuditSubjectType => (auditSubjectTypes as readonly string[]).includes(value);

/** The back-office page of a record the log names, for the records that have one. */
const subjectPages: Partial<Record<AuditSubjectType, (id: number) => string>> = {
  dealer: pages.adminDealer,
  user: pages.adminUser,
  certificationType: () => pages.adminCertifications(),
  certificationLevel: () => pages.adminCertifications(),
  news: pages.adminArticle,
  product: pages.adminProduct,
  catalogGroup: () => pages.adminCatalogGroups(),
  catalogProperty: () => pages.adminCatalogGroups(),
};

/** What an entry acted on: a dealer or a user links to its page. */
function Subject({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('admin.audit');
  const type = isSubjectType(entry.subjectType) ? t(`subjects.${entry.subjectType}`) : entry.subjectType;
  const name = t('subjectName', { type, id: entry.subjectId });
  const page = isSubjectType(entry.subjectType) ? subjectPages[entry.subjectType] : undefined;
  if (!page) return <>{name}</>;
  return (
    <Link href={page(entry.subjectId)} className="text-brand-700 underline">
      {name}
    </Link>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('admin.audit');
  const format = useFormatter();
  const valueText = useValueText();
  const headingId = `audit-${entry.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {t(`actions.${entry.action}`)}
        </h2>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </div>
      <dl className="grid gap-x-3 gap-y-1 text-sm wide:grid-cols-[max-content_1fr]">
        <dt className="text-slate-500">{t('actor')}</dt>
        <dd className="text-slate-800">{entry.actor ? `${entry.actor.name} ${entry.actor.lastname} (${valueText('role', entry.actor.role)})` : t('system')}</dd>
        <dt className="text-slate-500">{t('subject')}</dt>
        <dd className="text-slate-800">
          <Subject entry={entry} />
        </dd>
      </dl>
      <AuditChanges entry={entry} />
    </li>
  );
}

function AuditLog() {
  const t = useTranslations('admin.audit');
  const exportTexts = useTranslations('admin.export');
  const params = useSearchParams();
  const router = useRouter();
  const userId = useOperatorId();
  const state = parseAuditState(params);
  const list = useQuery(auditQuery(userId, auditQueryOf(state)));
  const go = (next: Partial<AuditState>) => router.replace(auditHref({ ...state, ...next, page: next.page ?? 1 }), { scroll: false });
  const filtered = Boolean(state.action || state.subjectType || state.subjectId || state.actorId || state.from || state.to);
  const subjectType = state.subjectType ? t(`subjects.${state.subjectType}`) : undefined;

  return (
    <>
      <section aria-labelledby="audit-filters" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="audit-filters" className="sr-only">
          {t('filters')}
        </h2>
        <div className="grid gap-3 wide:grid-cols-4">
          <SelectField
            label={t('action')}
            placeholder={t('allActions')}
            value={state.action ?? ''}
            options={auditActions.map((action) => ({ value: action, name: t(`actions.${action}`) }))}
            onChange={(event) => go({ action: (event.target.value || undefined) as AuditAction | undefined })}
          />
          <SelectField
            label={t('subjectType')}
            placeholder={t('allSubjects')}
            value={state.subjectType ?? ''}
            options={auditSubjectTypes.map((type) => ({ value: type, name: t(`subjects.${type}`) }))}
            onChange={(event) => go({ subjectType: (event.target.value || undefined) as AuditSubjectType | undefined, subjectId: undefined })}
          />
          <TextField
            label={t('from')}
            type="date"
            value={state.from ?? ''}
            max={state.to}
            onChange={(event) => go({ from: event.target.value || undefined })}
          />
          <TextField label={t('to')} type="date" value={state.to ?? ''} min={state.from} onChange={(event) => go({ to: event.target.value || undefined })} />
        </div>
        {(state.subjectId || state.actorId) && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            {state.subjectId && t('onlySubject', { type: subjectType ?? t('record'), id: state.subjectId })}
            {state.actorId && t('onlyActor', { id: state.actorId })}
          </p>
        )}
        {filtered && (
          <Button variant="ghost" onClick={() => router.replace(pages.adminAudit(), { scroll: false })}>
            {t('reset')}
          </Button>
        )}
      </section>
      <ExportButtons fileName={exportTexts('files.audit')} download={(format) => adminApi.auditExport({ ...withoutPaging(auditQueryOf(state)), format })} />
      <AdminList
        namespace="admin.audit"
        query={list}
        perPage={AUDIT_ENTRIES_PER_PAGE}
        onPage={(page) => go({ page })}
        rows={5}
        empty={<EmptyState title={filtered ? t('noMatches') : t('empty')} />}
      >
        {(entries, busy) => (
          <ul aria-label={t('list')} className={`space-y-3 ${busy.className}`} aria-busy={busy['aria-busy']}>
            {entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}

/** /admin/audit: what support did and decided, newest first, filtered by action, record and period, fifty a page. */
export function AuditPage() {
  const t = useTranslations('admin.audit');
  return (
    <ProPage title={t('title')}>
      <p className="text-slate-600">{t('intro')}</p>
      <Suspense fallback={<LoadingRows label={t('loading')} />}>
        <AuditLog />
      </Suspense>
    </ProPage>
  );
}
