'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { inputClass } from '@/components/ui/field-status-icon';
import { FormField, fieldNoteId } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import type { Lang } from '@/contracts/common';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '@/contracts/news';
import type { FieldStatus } from '@/lib/forms/use-field-status';
import type { ArticleForm } from '../form';

// The editor (Tiptap and ProseMirror) loads with the article's form only, never with the public pages.
const RichTextEditor = dynamic(() => import('@/components/ui/rich-text-editor').then((m) => m.RichTextEditor), { ssr: false });

type Props = {
  lang: Lang;
  form: UseFormReturn<ArticleForm>;
  status: (name: `texts.${Lang}.${'title' | 'summary' | 'body'}`) => FieldStatus;
};

/** One language's title, summary and body; an empty language is no text (the article is not published in it). */
export function LanguageFields({ lang, form, status }: Props) {
  const t = useTranslations('admin.news');
  const summaryId = useId();
  const summary = status(`texts.${lang}.summary`);
  return (
    <div className="space-y-4">
      <TextField label={t('fields.title')} maxLength={NEWS_TITLE_MAX} {...status(`texts.${lang}.title`)} {...form.register(`texts.${lang}.title`)} />
      <FormField id={summaryId} label={t('fields.summary')} error={summary.error} hint={t('fields.summaryHint')}>
        <textarea
          id={summaryId}
          rows={3}
          maxLength={NEWS_SUMMARY_MAX}
          aria-invalid={summary.error ? true : undefined}
          aria-describedby={fieldNoteId(summaryId, { error: summary.error, hint: t('fields.summaryHint') })}
          className={inputClass(summary.error)}
          {...form.register(`texts.${lang}.summary`)}
        />
      </FormField>
      <Controller
        control={form.control}
        name={`texts.${lang}.body`}
        render={({ field }) => (
          <RichTextEditor
            label={t('fields.body')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={status(`texts.${lang}.body`).error}
          />
        )}
      />
    </div>
  );
}
