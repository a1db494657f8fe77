'use client';
import './globals.css';
import { pages } from '@/contracts/pages';

/** A fatal error outside the localised layout (the layout itself failed): no translations are available. */
export default function GlobalError() {
  return (
    <html lang="uk">
      <body className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 text-center">
        <svg viewBox="0 0 120 80" className="w-40" aria-hidden>
          <rect x="10" y="15" width="100" height="40" rx="10" fill="#e2e8f0" />
          <circle cx="90" cy="30" r="7" fill="#f97316" />
        </svg>
        <h1 className="text-2xl font-semibold">Щось пішло не так · Something went wrong · Coś poszło nie tak</h1>
        {/* A full page load on purpose: the app's own router is what failed. */}
        <button type="button" onClick={() => window.location.assign(pages.home())} className="rounded-xl bg-brand-600 px-6 py-3 font-medium text-white">
          На головну · Home · Strona główna
        </button>
      </body>
    </html>
  );
}
