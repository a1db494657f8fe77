'use client';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/product/product-image';

const arrowButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The product photos: a large photo (the page's largest paint, loaded first) and thumbnails.
 * Keyboard: arrows, Home and End anywhere in the gallery; every control is a labelled button.
 */
export function Gallery({ photos, name }: { photos: string[]; name: string }) {
  const t = useTranslations('catalog.gallery');
  const [active, setActive] = useState(0);
  const count = photos.length;

  if (!count) {
    return <div className="flex aspect-square items-center justify-center rounded-2xl bg-slate-100 text-slate-600">{t('noPhoto')}</div>;
  }

  const show = (index: number) => setActive((index + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section aria-roledescription={t('roleDescription')} aria-label={t('label', { name })} onKeyDown={onKeyDown} className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-slate-50">
        <ProductImage
          key={photos[active]}
          src={photos[active]}
          alt={t('photo', { name, index: active + 1, count })}
          fill
          sizes="(min-width: 1280px) 620px, (min-width: 981px) 50vw, 100vw"
          className="object-contain p-4"
          {...(active === 0 ? { preload: true, fetchPriority: 'high' } : {})}
        />
        {count > 1 && (
          <>
            <button type="button" className={`${arrowButton} left-3`} onClick={() => show(active - 1)} aria-label={t('previous')}>
              <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <button type="button" className={`${arrowButton} right-3`} onClick={() => show(active + 1)} aria-label={t('next')}>
              <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M9 6l6 6-6 6" />
              </svg>
            </button>
            <p aria-live="polite" className="absolute bottom-3 right-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs text-white">
              {t('position', { index: active + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('thumbnails')}>
          {photos.map((photo, index) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={t('show', { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                className={`relative block size-16 overflow-hidden rounded-xl border-2 bg-slate-50 wide:size-20 ${index === active ? 'border-brand-600' : 'border-transparent hover:border-slate-300'}`}
              >
                <ProductImage src={photo} alt="" fill sizes="80px" className="object-contain p-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
