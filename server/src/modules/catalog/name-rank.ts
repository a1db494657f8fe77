import { sql } from 'drizzle-orm';
import { locales, type Lang } from '../../../../contracts';

/**
 * A product's rank by name in a language, `n` being its product_name_ranks row. The subscript is written into the
 * statement (a language is one of three), not sent as a parameter, so that the planner matches the language's
 * expression index (product_name_ranks_<lang>_idx) and walks the names in order.
 */
export const nameRank = (lang: Lang) => sql.raw(`n.ranks[${locales.indexOf(lang) + 1}]`);
