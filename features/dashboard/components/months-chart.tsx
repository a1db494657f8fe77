'use client';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@/contracts/dashboard';
import { workOrderTypes } from '@/contracts/constants';
import { seriesColors } from './chart-colors';

type Props = {
  months: Dashboard['months'];
  /** The kinds of work in the reader's language. */
  kinds: Record<(typeof workOrderTypes)[number], string>;
  monthLabel: (month: string) => string;
  formatNumber: (n: number) => string;
};

/** Jobs registered per month, stacked by kind of work (recharts; loaded with the dashboard only). */
export default function MonthsChart({ months, kinds, monthLabel, formatNumber }: Props) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart accessibilityLayer={false} data={months} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tickFormatter={formatNumber} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(month) => monthLabel(String(month))} formatter={(value) => formatNumber(Number(value))} />
        <Legend />
        {workOrderTypes.map((kind, i) => (
          <Bar key={kind} dataKey={kind} name={kinds[kind]} stackId="kind" fill={seriesColors[i]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
