'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SchemaForm, SchemaFormFrame, useSchemaCheck, type SchemaFormNames } from '@/components/ui/schema-form';
import { pages } from '@/contracts/pages';
import { siteContactsSchema, type AdminSiteContacts } from '@/contracts/site-contacts';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { useOperatorId } from '@/lib/session/session-store';
import { siteContactsQuery, useSaveSiteContacts } from '../site-contacts-api';

type Document = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /admin/site-contacts: the phones, e-mails, addresses, hours, social links and service points the footer, the mobile
 * menu and the contacts, privacy and service points pages show. Saved, they are public within seconds.
 */
export function SiteContactsEditor() {
  const t = useTranslations('admin.siteContacts');
  const contacts = useQuery(siteContactsQuery(useOperatorId()));
  return (
    <ProPage
      title={t('title')}
      actions={
        <Link href={pages.adminInfoPages()} className="text-sm text-brand-700 underline">
          {t('back')}
        </Link>
      }
    >
      <p className="text-slate-600">{t('intro')}</p>
      <ListStates query={contacts} look="block" loading={t('loading')} failed={t('loadFailed')}>
        {(found) => <ContactsForm saved={found} />}
      </ListStates>
    </ProPage>
  );
}

/** The names of the document's fields (`admin.siteContacts`) and services (the public page's); a key without one shows as it is. */
function useFieldNames(): SchemaFormNames {
  const t = useTranslations('admin.siteContacts');
  const services = useTranslations('pages.place.services');
  const named = (key: string) => (t.has(key as 'title') ? t(key as 'title') : undefined);
  return {
    field: (key) => named(`fields.${key}`) ?? key,
    option: (value) => (services.has(value as 'repair') ? services(value as 'repair') : value),
    kind: '',
    given: (label) => t('open', { day: label }),
  };
}

function ContactsForm({ saved }: { saved: AdminSiteContacts }) {
  const t = useTranslations('admin.siteContacts');
  const format = useFormatter();
  const [edited, setEdited] = useState<Document | null>(null);
  const value = edited ?? saved.document;
  const dirty = edited !== null && !same(edited, saved.document);
  const { errors, check } = useSchemaCheck();
  const [done, setDone] = useState('');
  const [confirmUndo, setConfirmUndo] = useState(false);
  const save = useSaveSiteContacts();
  const names = useFieldNames();

  function submit() {
    const document = check(siteContactsSchema, value);
    setDone('');
    if (!document) return;
    save.mutate(document, {
      onSuccess: () => {
        setEdited(null);
        setDone(t('saved'));
      },
    });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-4 shadow-sm">
        <p className="flex-1 text-slate-700">{t('state', { date: format.dateTime(new Date(saved.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
        <Link href={pages.adminAudit({ subjectType: 'siteContacts', subjectId: saved.id })} className="text-sm text-brand-700 underline">
          {t('history')}
        </Link>
      </div>
      <SchemaFormFrame
        label={t('title')}
        issues={errors.size > 0 ? t('invalid', { count: errors.size }) : null}
        failure={failureMessage(save.error)}
        status={dirty ? t('unsaved') : done}
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" disabled={!dirty} loading={save.isPending}>
              {t('save')}
            </Button>
            <Button type="button" variant="secondary" disabled={!dirty} onClick={() => setConfirmUndo(true)}>
              {t('undo')}
            </Button>
          </>
        }
      >
        <SchemaForm schema={siteContactsSchema} value={value} onChange={(next) => setEdited(next as Document)} errors={errors} names={names} />
      </SchemaFormFrame>
      <ConfirmDialog
        open={confirmUndo}
        onClose={() => setConfirmUndo(false)}
        title={t('undoTitle')}
        text={t('undoText')}
        confirm={t('undo')}
        onConfirm={async () => {
          setEdited(null);
          setDone('');
        }}
      />
    </div>
  );
}
