'use client';

type StatusFilterProps<S extends string> = {
  label: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  nameOf: (status: S) => string;
  /** `raised` on a grey page (white pills), `flat` inside a white card (grey pills). */
  tone: 'raised' | 'flat';
};

/** The status pills above a list of requests: one pressed at a time; choosing one is the caller's (it starts at page 1). */
export function StatusFilter<S extends string>({ label, statuses, value, onChange, nameOf, tone }: StatusFilterProps<S>) {
  const idle = tone === 'raised' ? 'bg-white text-slate-700 shadow-sm' : 'bg-slate-100 text-slate-700';
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1">
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={`min-h-9 shrink-0 rounded-full px-3.5 text-sm font-medium ${value === status ? 'bg-brand-600 text-white' : idle}`}
        >
          {nameOf(status)}
        </button>
      ))}
    </div>
  );
}
