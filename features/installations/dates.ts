/** A `yyyy-MM-dd` day of the API as a Date at noon, so that formatting it in any time zone keeps the day. */
export const dayOf = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00`);
