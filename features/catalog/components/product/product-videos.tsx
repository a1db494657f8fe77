'use client';
import { useTranslations } from 'next-intl';
import type { ProductCard } from '@/contracts/catalog';
import { openModal } from '@/lib/stores/modal-store';

/** The product's videos; each opens the video dialog. */
export function ProductVideos({ videos }: { videos: ProductCard['videos'] }) {
  const t = useTranslations('catalog.video');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {videos.map((video) => (
        <li key={video.url}>
          <button
            type="button"
            onClick={() => openModal('video', { video })}
            className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left hover:bg-slate-50"
            aria-haspopup="dialog"
          >
            <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
              <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{video.title}</span>
              <span className="text-sm text-slate-600">{t(video.type)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
