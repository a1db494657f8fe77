'use client';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SaveRow } from '@/components/ui/save-row';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { locales, type Lang } from '@/contracts/common';
import { kyivDay } from '@/contracts/kyiv-day';
import { newsCategories, type AdminNewsArticle } from '@/contracts/news';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { apiFailure } from '@/lib/api/errors';
import { submitHandler } from '@/lib/forms/server-errors';
import { useRecordForm } from '@/lib/forms/use-record-form';
import { articleFormSchema, createBodyOf, formOf, hasText, updateBodyOf, type ArticleForm } from '../form';
import { useCreateArticle, useOperatorId, useRemoveArticle, useUpdateArticle } from '../query';
import { CoverField } from './cover-field';
import { LanguageFields } from './language-fields';
import { Publication } from './publication';

const tabClass =
  'min-h-11 rounded-xl px-4 text-sm font-medium text-slate-700 data-hover:bg-slate-100 data-selected:bg-brand-600 data-selected:text-white focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * An article's form (a new one without `article`): its address, category, day and cover, and each language's text in a
 * tab of its own with its state, preview and publication. Saving keeps every language's state; publishing takes what
 * is saved, so it waits for a save.
 */
export function ArticleEditor({ article }: { article?: AdminNewsArticle }) {
  const t = useTranslations('admin.news');
  const router = useRouter();
  const { form, status, saved, setSaved } = useRecordForm(article, (a) => formOf(a, kyivDay(new Date())), articleFormSchema);
  const [uploading, setUploading] = useState(false);
  const [round, setRound] = useState(0);
  const [removing, setRemoving] = useState(false);
  const create = useCreateArticle();
  const update = useUpdateArticle(article?.id ?? 0);
  const remove = useRemoveArticle(article?.id ?? 0);
  // The session arrives after the page: until then a call would go unsigned.
  const signedIn = Boolean(useOperatorId());

  const save = async (values: ArticleForm) => {
    setSaved(false);
    if (!article) {
      const created = await create.mutateAsync(createBodyOf(values));
      return router.push(pages.adminArticle(created.id));
    }
    const changedLangs = locales.filter((lang) => form.formState.dirtyFields.texts?.[lang]);
    const body = updateBodyOf(values, article, changedLangs);
    if (Object.keys(body).length === 0) return form.reset(formOf(article, values.date));
    form.reset(formOf(await update.mutateAsync(body), values.date));
    setRound((r) => r + 1);
    setSaved(true);
  };
  // A refusal of a language's text (the contract's, which the form checks too) names no field the form shows: it is the form's.
  const submit = async (values: ArticleForm) => {
    try {
      await save(values);
    } catch (error) {
      const texts = apiFailure(error).fields.texts;
      if (!texts) throw error;
      form.setError('root', { type: 'server', message: texts });
    }
  };

  const stateOf = (lang: Lang) => {
    const text = article?.texts[lang];
    if (text) return text.publishedAt ? 'PUBLISHED' : 'DRAFT';
    return hasText(form.watch(`texts.${lang}`)) ? 'DRAFT' : 'NONE';
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-6" aria-label={article ? t('editForm') : t('createForm')}>
        <section className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm wide:grid-cols-3" aria-label={t('details')}>
          <TextField label={t('fields.slug')} hint={t('fields.slugHint')} autoComplete="off" {...status('slug')} {...form.register('slug')} />
          <SelectField
            label={t('fields.category')}
            options={newsCategories.map((category) => ({ value: category, name: t(`categories.${category}`) }))}
            {...status('category')}
            {...form.register('category')}
          />
          <TextField type="date" label={t('fields.date')} hint={t('fields.dateHint')} {...status('date')} {...form.register('date')} />
          <div className="wide:col-span-3">
            <CoverField
              current={article?.coverUrl ?? null}
              value={form.watch('cover')}
              onChange={(value) => form.setValue('cover', value, { shouldDirty: value !== undefined })}
              onBusyChange={setUploading}
              error={status('cover').error}
              round={round}
            />
          </div>
        </section>
        <section className="rounded-2xl bg-white p-5 shadow-sm" aria-label={t('texts')}>
          <TabGroup>
            <TabList aria-label={t('texts')} className="flex flex-wrap gap-2">
              {locales.map((lang) => (
                <Tab key={lang} className={tabClass}>
                  {t(`languages.${lang}`)} · {t(`states.${stateOf(lang)}`)}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="mt-4">
              {locales.map((lang) => (
                <TabPanel key={lang} unmount={false} className="space-y-4">
                  <LanguageFields lang={lang} form={form} status={status} />
                  {article && <Publication article={article} lang={lang} unsaved={form.formState.isDirty} />}
                </TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        </section>
        <SaveRow
          form={form}
          label={article ? t('save') : t('createSubmit')}
          savedText={t('saved')}
          saved={saved}
          pending={create.isPending || update.isPending || uploading || !signedIn}
        />
      </form>
      {article && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link href={pages.adminAudit({ subjectType: 'news', subjectId: article.id })} className="text-sm text-brand-700 underline">
            {t('history')}
          </Link>
          <Button variant="danger" onClick={() => setRemoving(true)}>
            {t('remove')}
          </Button>
          <ConfirmDialog
            open={removing}
            onClose={() => setRemoving(false)}
            title={t('removeTitle')}
            text={t('removeText')}
            confirm={t('remove')}
            onConfirm={async () => {
              await remove.mutateAsync();
              router.push(pages.adminNews());
            }}
          />
        </div>
      )}
    </div>
  );
}
