import type { ReactNode } from 'react';

/** The frame of the professional pages: full width at 980 px and narrower, a centred column above. */
export function ProPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 wide:px-6 wide:py-10">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="space-y-4">{children}</div>
    </main>
  );
}
