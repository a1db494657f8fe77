/** `text` as a LIKE pattern matches it literally: its `\`, `%` and `_` escaped (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern of the rows that contain `text` anywhere (give a lower-cased text for a lower-cased column). */
export const containing = (text: string) => `%${escapeLike(text)}%`;
