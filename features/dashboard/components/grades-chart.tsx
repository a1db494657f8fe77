'use client';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@/contracts/dashboard';
import { seriesColors } from './chart-colors';

type Props = {
  grades: Dashboard['grades'];
  labels: { work: string; communication: string; rating: (rating: number) => string };
  formatNumber: (n: number) => string;
};

/** How many grades of each rating, work beside communication (recharts; loaded with the dashboard only). */
export default function GradesChart({ grades, labels, formatNumber }: Props) {
  const data = [1, 2, 3, 4, 5].map((rating) => ({ rating, work: grades.work[rating - 1], communication: grades.communication[rating - 1] }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="rating" tickFormatter={(rating) => labels.rating(Number(rating))} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tickFormatter={formatNumber} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(rating) => labels.rating(Number(rating))} formatter={(value) => formatNumber(Number(value))} />
        <Legend />
        <Bar dataKey="work" name={labels.work} fill={seriesColors[0]} isAnimationActive={false} />
        <Bar dataKey="communication" name={labels.communication} fill={seriesColors[2]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
