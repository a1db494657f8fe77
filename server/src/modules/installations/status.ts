import type { InstallationCode, Lang } from '../../../../contracts';
import type { Translator } from '../../i18n/translator';

/** The colour of each state's badge (the spec's `status.color`). */
const COLORS: Record<InstallationCode, string> = {
  DRAFT: '#9CA3AF',
  NEW: '#3B82F6',
  AWAITING_CONFIRMATION: '#F59E0B',
  COMPLETED: '#10B981',
  PREVENTION: '#8B5CF6',
  CANCELLED: '#EF4444',
};

/** `status` of DOMAIN.md's table: `{value, name, color}` with the name in the request's language. */
export const statusOf = (t: Translator, code: InstallationCode) => ({ value: code, name: t(`installations.status.${code}`), color: COLORS[code] });

/** `yyyy-MM-dd` of a moment or a date column. */
export const dayOf = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** "Олена К.": a first name and the initial of the last name, all a lookup by phone may reveal. */
export const maskedName = (name: string, lastname: string) => [name.trim(), lastname.trim() ? `${[...lastname.trim()][0]}.` : ''].filter(Boolean).join(' ');

export const fullName = (u: { name: string; lastname: string }) => `${u.name} ${u.lastname}`.trim();

/** A localised `{name}` from a jsonb name per language. */
export const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] ?? name.uk;
