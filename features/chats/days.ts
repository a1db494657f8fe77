/** A message's day: the first 10 characters of its `datetime`, `yyyy-MM-dd`. */
export const dayKeyOf = (datetime: string) => datetime.slice(0, 10);

/** `yyyy-MM-dd` as the day.month.year heading (`25.11.2026`). */
export function dayLabel(day: string) {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export type DayGroup<M> = { day: string; label: string; messages: M[] };

/**
 * Messages grouped by day (day.month.year), as a messenger shows them: the oldest day
 * first and, within a day, the oldest message first, so that the newest is at the bottom. The input may come in
 * any order (the API pages newest first; sent and received ones are appended).
 */
export function groupByDay<M extends { datetime: string }>(messages: readonly M[]): DayGroup<M>[] {
  const sorted = [...messages].sort((a, b) => (a.datetime < b.datetime ? -1 : a.datetime > b.datetime ? 1 : 0));
  const groups: DayGroup<M>[] = [];
  for (const message of sorted) {
    const day = dayKeyOf(message.datetime);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, label: dayLabel(day), messages: [message] });
  }
  return groups;
}
