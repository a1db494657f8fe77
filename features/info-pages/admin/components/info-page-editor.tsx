'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SchemaForm, SchemaFormFrame, useSchemaCheck, type SchemaFormNames } from '@/components/ui/schema-form';
import { locales, type Lang } from '@/contracts/common';
import { infoPageSchemas, type AdminInfoPage, type InfoPageKey } from '@/contracts/info-pages';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { useOperatorId } from '@/lib/session/session-store';
import { infoPageQuery, usePageChange } from '../query';

type Document = Record<string, unknown>;
const isLang = (value: string | null): value is Lang => locales.includes(value as Lang);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /admin/pages/{key}: a page's texts, one language at a time (`?lang=`). Edits of every language are kept while
 * switching between them; saving makes a draft the public page does not show; publishing makes it the page's text.
 */
export function InfoPageEditor({ pageKey }: { pageKey: InfoPageKey }) {
  const t = useTranslations('admin.infoPages');
  const requested = useSearchParams().get('lang');
  const locale = useLocale() as Lang;
  const lang = isLang(requested) ? requested : locale;
  const page = useQuery(infoPageQuery(useOperatorId(), pageKey));
  const [edits, setEdits] = useState<Partial<Record<Lang, Document>>>({});
  return (
    <ProPage
      title={t(`pages.${pageKey}`)}
      actions={
        <Link href={pages.adminInfoPages()} className="text-sm text-brand-700 underline">
          {t('back')}
        </Link>
      }
    >
      <nav aria-label={t('languages')}>
        <ul className="flex flex-wrap gap-2">
          {locales.map((l) => (
            <li key={l}>
              <Link
                href={pages.adminInfoPage(pageKey, { lang: l })}
                aria-current={l === lang ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-xl px-4 font-medium ${l === lang ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`}
              >
                {t(`languageNames.${l}`)}
                {edits[l] && <span className="ml-1">{t('edited')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListStates query={page} look="block" loading={t('loadingPage')} failed={t('loadFailed')}>
        {(found) => (
          <LanguageEditor
            key={lang}
            page={found}
            lang={lang}
            edited={edits[lang]}
            onEdit={(document) => setEdits((all) => ({ ...all, [lang]: document }))}
            onSettled={() => setEdits(({ [lang]: _settled, ...rest }) => rest)}
          />
        )}
      </ListStates>
    </ProPage>
  );
}

/** The names of a page's fields, block kinds and icons (`admin.infoPages`); a key without one shows as it is. */
function useFieldNames(): SchemaFormNames {
  const t = useTranslations('admin.infoPages');
  const named = (key: string) => (t.has(key as 'title') ? t(key as 'title') : undefined);
  return {
    field: (key) => named(`fields.${key}`) ?? key,
    option: (value) => named(`blockTypes.${value}`) ?? named(`options.${value}`) ?? value,
    kind: t('blockType'),
  };
}

type LanguageEditorProps = {
  page: AdminInfoPage;
  lang: Lang;
  /** The language's unsaved edits, if any. */
  edited: Document | undefined;
  onEdit: (document: Document) => void;
  /** The edits were saved or dropped. */
  onSettled: () => void;
};

function LanguageEditor({ page, lang, edited, onEdit, onSettled }: LanguageEditorProps) {
  const t = useTranslations('admin.infoPages');
  const format = useFormatter();
  const text = page.texts[lang];
  const saved = text.draft ?? text.published;
  const value = edited ?? saved;
  const dirty = edited !== undefined && !same(edited, saved);
  const { errors, check, clear } = useSchemaCheck();
  const [done, setDone] = useState('');
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const change = usePageChange(page.key, lang);
  const schema = infoPageSchemas[page.key];
  const language = t(`languageNames.${lang}`);
  const pageName = t(`pages.${page.key}`);
  const names = useFieldNames();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  function save() {
    const document = check(schema, value);
    setDone('');
    if (!document) return;
    change.mutate(
      { action: 'save', document },
      {
        onSuccess: () => {
          onSettled();
          setDone(t('savedDraft'));
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-4 shadow-sm">
        <p className="flex-1 text-slate-700">
          {text.draft ? t('state.draft', { date: when(text.updatedAt) }) : t('state.published', { date: when(text.publishedAt) })}
        </p>
        <Link href={pages.adminInfoPagePreview(page.key)} locale={lang} target="_blank" className="text-sm text-brand-700 underline">
          {t('preview.link', { language })}
        </Link>
        <Link href={pages.adminAudit({ subjectType: 'infoPage', subjectId: text.id })} className="text-sm text-brand-700 underline">
          {t('history')}
        </Link>
      </div>
      <SchemaFormFrame
        label={t('formLabel', { page: pageName, language })}
        lang={lang}
        issues={errors.size > 0 ? t('invalid', { count: errors.size }) : null}
        failure={failureMessage(change.error)}
        status={dirty ? t('unsaved') : done}
        onSubmit={save}
        actions={
          <>
            <Button type="submit" disabled={!dirty} loading={change.isPending && change.variables?.action === 'save'}>
              {t('save')}
            </Button>
            <Button type="button" variant="secondary" disabled={dirty || !text.draft} onClick={() => setConfirm('publish')}>
              {t('publish')}
            </Button>
            <Button type="button" variant="secondary" disabled={!dirty && !text.draft} onClick={() => setConfirm('discard')}>
              {t('discard')}
            </Button>
          </>
        }
      >
        <SchemaForm schema={schema} value={value} onChange={(next) => onEdit(next as Document)} errors={errors} names={names} />
      </SchemaFormFrame>
      <ConfirmDialog
        open={confirm === 'publish'}
        onClose={() => setConfirm(null)}
        tone="primary"
        title={t('publishTitle', { page: pageName, language })}
        text={t('publishText')}
        confirm={t('publish')}
        onConfirm={() => change.mutateAsync({ action: 'publish' }).then(() => setDone(t('publishedNow')))}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        onClose={() => setConfirm(null)}
        title={t('discardTitle', { page: pageName, language })}
        text={t('discardText')}
        confirm={t('discard')}
        onConfirm={async () => {
          if (text.draft) await change.mutateAsync({ action: 'discard' });
          onSettled();
          clear();
          setDone(t('discarded'));
        }}
      />
    </div>
  );
}
