import type { ReactNode } from 'react';

/**
 * A long document: a numbered table of contents (a sticky side column on wide screens, a card above
 * the text on narrow ones) next to the chapters.
 */
export function DocumentLayout({ tocTitle, chapters, children }: { tocTitle: string; chapters: { id: string; title: string }[]; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 wide:grid-cols-[16rem_minmax(0,1fr)] wide:gap-12 wide:px-6 wide:py-12">
      <nav aria-labelledby="toc-title" className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 wide:sticky wide:top-6">
        <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {tocTitle}
        </h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 wide:grid-cols-1">
          {chapters.map((chapter, i) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`} className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700">
                <span aria-hidden className="w-5 shrink-0 text-right tabular-nums text-slate-500">
                  {i + 1}.
                </span>
                {chapter.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 space-y-12">{children}</div>
    </div>
  );
}

/** A chapter of a document: a landmark named by its h2, which the table of contents links to. */
export function Chapter({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-balance text-slate-900 wide:text-3xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
