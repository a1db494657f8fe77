import type { ReactNode } from 'react';

/** A titled region of a public page: a landmark named by its own h2. */
export function Section({
  id,
  title,
  intro,
  children,
  className = '',
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'white' | 'brand';
}) {
  const tones = { plain: '', white: 'bg-white border-y border-slate-200', brand: 'bg-brand-900 text-white' };
  return (
    <section aria-labelledby={id} className={`${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-10 wide:px-6 wide:py-16">
        <h2 id={id} className={`text-2xl font-bold tracking-tight text-balance wide:text-3xl ${tone === 'brand' ? 'text-white' : 'text-slate-900'}`}>
          {title}
        </h2>
        {intro && <p className={`mt-3 max-w-3xl text-lg leading-relaxed ${tone === 'brand' ? 'text-brand-100' : 'text-slate-600'}`}>{intro}</p>}
        <div className="mt-6 wide:mt-8">{children}</div>
      </div>
    </section>
  );
}
