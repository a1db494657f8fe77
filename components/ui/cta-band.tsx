import type { ReactNode } from 'react';

/** A closing call to action: a heading, a sentence and one or two links styled as buttons. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10 wide:px-6 wide:py-16">
      <div className="flex flex-col gap-6 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white shadow-lg wide:flex-row wide:items-center wide:justify-between wide:p-10">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight wide:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
