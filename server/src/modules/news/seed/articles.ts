import type { NewsCategory } from '../../../../../contracts';

/** The articles the site had before news moved into the database (docs/decisions/0041), newest first. */
export const seedArticles = [
  { slug: 'heat-pump-grants-2026', date: '2026-11-12', category: 'grants' },
  { slug: 'heating-season-check', date: '2026-10-20', category: 'service' },
  { slug: 'new-service-points-uzhhorod-rivne', date: '2026-09-15', category: 'company' },
  { slug: 'r290-monobloc-heat-pumps', date: '2026-07-08', category: 'products' },
  { slug: 'spring-maintenance', date: '2026-04-14', category: 'service' },
  { slug: 'installer-certification-2026', date: '2026-03-02', category: 'company' },
] as const satisfies readonly { slug: string; date: string; category: NewsCategory }[];

/** The blocks those articles were written in: each becomes a paragraph, heading, list or note of the editor's document. */
export type SeedBlock = { type: 'p' | 'h2' | 'note'; text: string } | { type: 'ul' | 'ol'; items: string[] };
/** Every article in one language: a missing translation is a compile error. */
export type SeedTexts = Record<(typeof seedArticles)[number]['slug'], { title: string; summary: string; body: SeedBlock[] }>;
