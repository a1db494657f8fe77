import type { ContentBlock } from '@/components/ui/prose';

export type NewsCategory = 'company' | 'products' | 'service' | 'grants';

/** The published articles, newest first; their texts per locale are in content/<locale>.ts. */
export const articles = [
  { slug: 'heat-pump-grants-2026', date: '2026-11-12', category: 'grants' },
  { slug: 'heating-season-check', date: '2026-10-20', category: 'service' },
  { slug: 'new-service-points-uzhhorod-rivne', date: '2026-09-15', category: 'company' },
  { slug: 'r290-monobloc-heat-pumps', date: '2026-07-08', category: 'products' },
  { slug: 'spring-maintenance', date: '2026-04-14', category: 'service' },
  { slug: 'installer-certification-2026', date: '2026-03-02', category: 'company' },
] as const satisfies readonly { slug: string; date: string; category: NewsCategory }[];

export type ArticleSlug = (typeof articles)[number]['slug'];
export type Article = (typeof articles)[number];
export type ArticleText = { title: string; summary: string; body: ContentBlock[] };
/** Every article in one language: the type makes a missing translation a compile error. */
export type NewsTexts = Record<ArticleSlug, ArticleText>;

export const findArticle = (slug: string) => articles.find((a) => a.slug === slug);
