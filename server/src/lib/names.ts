import type { Lang } from '../../../contracts';

/** "Олена Коваленко": a person's first and last name as every answer shows them. */
export const fullName = (u: { name: string; lastname: string }) => `${u.name} ${u.lastname}`.trim();

/** "Олена К.": a first name and the initial of the last name, all a lookup by phone may reveal. */
export const maskedName = (name: string, lastname: string) => [name.trim(), lastname.trim() ? `${[...lastname.trim()][0]}.` : ''].filter(Boolean).join(' ');

/** A localised `{name}` from a jsonb name per language. */
export const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] ?? name.uk;
