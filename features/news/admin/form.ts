import { z } from 'zod';
import { locales, type Lang } from '@/contracts/common';
import { isoDate } from '@/contracts/installations';
import { newsCategories, newsSlugSchema, newsTextSchema, type AdminNewsArticle } from '@/contracts/news';
import { emptyRichText, plainTextOf, type RichText } from '@/contracts/rich-text';
import type { NewsBody, NewsUpdate } from './api';

type LangForm = { title: string; summary: string; body: RichText };

/** Whether the editor holds any text in a language: an untouched language is no text, not an invalid one. */
export const hasText = (text: LangForm) => Boolean(text.title.trim() || text.summary.trim() || plainTextOf(text.body).trim());

const langFormSchema = z.object({ title: z.string(), summary: z.string(), body: z.custom<RichText>() });

/** The article as the editor holds it: every language's fields, held to the contract's rules once it has any text. */
export const articleFormSchema = z
  .object({
    slug: newsSlugSchema,
    category: z.enum(newsCategories),
    date: isoDate,
    /** undefined: the cover stays; a temporary upload's path: the new cover; null: none. */
    cover: z.string().nullable().optional(),
    texts: z.object({ uk: langFormSchema, en: langFormSchema, pl: langFormSchema }),
  })
  .superRefine((values, ctx) => {
    for (const lang of locales) {
      const text = values.texts[lang];
      if (!hasText(text)) continue;
      for (const issue of newsTextSchema.safeParse(text).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['texts', lang, ...issue.path.slice(0, 1)], message: issue.message });
    }
  });
export type ArticleForm = z.infer<typeof articleFormSchema>;

const blank = (): LangForm => ({ title: '', summary: '', body: emptyRichText() });

export const formOf = (article: AdminNewsArticle | undefined, today: string): ArticleForm => ({
  slug: article?.slug ?? '',
  category: article?.category ?? 'company',
  date: article?.date ?? today,
  cover: undefined,
  texts: Object.fromEntries(
    locales.map((lang) => {
      const text = article?.texts[lang];
      return [lang, text ? { title: text.title, summary: text.summary, body: text.body } : blank()];
    }),
  ) as ArticleForm['texts'],
});

const textOf = (text: LangForm) => ({ title: text.title.trim(), summary: text.summary.trim(), body: text.body });

/** A new article's body: the languages with text; every one starts as a draft. */
export const createBodyOf = (values: ArticleForm): NewsBody => ({
  slug: values.slug.trim(),
  category: values.category,
  date: values.date,
  cover: values.cover ?? null,
  texts: Object.fromEntries(locales.filter((lang) => hasText(values.texts[lang])).map((lang) => [lang, textOf(values.texts[lang])])),
});

/** PATCH's body: the fields that changed; a language emptied in the editor is removed (null). */
export function updateBodyOf(values: ArticleForm, article: AdminNewsArticle, changedLangs: Lang[]): NewsUpdate {
  const texts = Object.fromEntries(
    changedLangs.flatMap((lang): [Lang, ReturnType<typeof textOf> | null][] => {
      if (hasText(values.texts[lang])) return [[lang, textOf(values.texts[lang])]];
      return article.texts[lang] ? [[lang, null]] : [];
    }),
  );
  return {
    ...(values.slug.trim() !== article.slug ? { slug: values.slug.trim() } : {}),
    ...(values.category !== article.category ? { category: values.category } : {}),
    ...(values.date !== article.date ? { date: values.date } : {}),
    ...(values.cover !== undefined ? { cover: values.cover } : {}),
    ...(Object.keys(texts).length ? { texts } : {}),
  };
}
