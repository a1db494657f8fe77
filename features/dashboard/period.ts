import { oneOf } from '@/lib/list-address';

/** The periods a dashboard offers: the last months up to this one, or a calendar year. */
export const periods = ['last3', 'last6', 'last12', 'last24', 'last36', 'thisYear', 'lastYear'] as const;
export type PeriodChoice = (typeof periods)[number];
export const DEFAULT_PERIOD: PeriodChoice = 'last12';

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
const shifted = (now: Date, months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));

/** The months (`yyyy-MM`, UTC as the API counts them) a choice covers at `now`. */
export function monthsOf(choice: PeriodChoice, now: Date): { from: string; to: string } {
  const year = now.getUTCFullYear();
  switch (choice) {
    case 'thisYear':
      return { from: `${year}-01`, to: monthOf(now) };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
    default:
      return { from: monthOf(shifted(now, 1 - Number(choice.slice(4)))), to: monthOf(now) };
  }
}

/** The choice in the address (`?period=last6`), or the default. */
export const periodIn = (value: string | null) => oneOf(periods, value) ?? DEFAULT_PERIOD;
