'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './button';

/** Placeholder rows while a page's data loads. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <ul aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="h-20 animate-pulse rounded-2xl bg-slate-200/70" />
      ))}
    </ul>
  );
}

/** A failed load: what failed and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('common');
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
      <p className="text-slate-700">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** Nothing to show yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
      <p className="font-medium text-slate-900">{title}</p>
      {children && <div className="mt-1 text-slate-600">{children}</div>}
    </div>
  );
}

const tones = { good: 'bg-emerald-100 text-emerald-800', waiting: 'bg-amber-100 text-amber-800', neutral: 'bg-slate-200 text-slate-700', bad: 'bg-red-100 text-red-800' };
/** The status sets of docs/domain.md by how they read: certifications (REQUEST, ACTIVE, EXPIRED, DECLINED) and requests to a dealer (NOT_SENT, SENT, ACCEPTED, DECLINED, BLOCKED). */
const toneOf: Record<string, keyof typeof tones> = { ACTIVE: 'good', ACCEPTED: 'good', REQUEST: 'waiting', SENT: 'waiting', EXPIRED: 'neutral', NOT_SENT: 'neutral', DECLINED: 'bad', BLOCKED: 'bad' };

/** A status as a coloured pill; `data-status` carries the value. */
export function StatusPill({ value, children }: { value: string; children: ReactNode }) {
  return (
    <span data-status={value} className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-medium ${tones[toneOf[value] ?? 'neutral']}`}>
      {children}
    </span>
  );
}
