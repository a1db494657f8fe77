/** The success or failure icon of an input (not shown for passwords). */
export function FieldStatusIcon({ error, valid }: { error?: boolean; valid?: boolean }) {
  if (!error && !valid) return null;
  return (
    <span
      className={`pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 ${error ? 'text-red-600' : 'text-emerald-600'}`}
      data-status={error ? 'invalid' : 'valid'}
      aria-hidden
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {error ? <path d="M12 8v5M12 16.5v.01M12 3l9.5 17h-19z" /> : <path d="M5 12.5l4.5 4.5L19 7.5" />}
      </svg>
    </span>
  );
}

export const inputClass = (error?: string) =>
  `block min-h-11 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100 ${
    error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
  }`;
