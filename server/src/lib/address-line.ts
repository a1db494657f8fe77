import type { installations } from '../db/schema';
import type { Translator } from '../i18n/translator';

type Address = Pick<typeof installations.$inferSelect, 'city' | 'street' | 'house' | 'flat'> & Partial<Pick<typeof installations.$inferSelect, 'floor'>>;

/**
 * An installation's address in one line, as every module shows it (the installations' history, their texts and SMS,
 * the chat list). With a translator (a text a person reads) the flat and the floor carry their labels
 * ("Київ, вул. Шевченка 28, кв. 23, поверх 3"); without one it is the history's stored value.
 */
export const addressLine = (r: Address, t?: Translator) =>
  [
    r.city,
    r.street && [r.street, r.house].filter(Boolean).join(' '),
    r.flat && (t ? t('installations.address.flat', { flat: r.flat }) : r.flat),
    t && r.floor ? t('installations.address.floor', { floor: r.floor }) : null,
  ]
    .filter(Boolean)
    .join(', ');
