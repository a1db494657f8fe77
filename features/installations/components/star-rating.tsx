'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

export const MAX_STARS = 5;

type StarRatingProps = { legend: string; value: number | null; onChange: (value: number) => void; disabled?: boolean };

/**
 * One to five stars as a radio group: Tab reaches it, the arrow keys choose, each star is named
 * ("3 of 5 stars"); the chosen star and those before it are filled.
 */
export function StarRating({ legend, value, onChange, disabled }: StarRatingProps) {
  const t = useTranslations('installations.grading');
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex gap-1">
        {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((star) => (
          <label key={star} className="cursor-pointer rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" />
            <span className="sr-only">{t('stars', { count: star, max: MAX_STARS })}</span>
            <svg
              aria-hidden
              width="32"
              height="32"
              viewBox="0 0 24 24"
              className={value !== null && star <= value ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400'}
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A given rating read out ("4 of 5 stars") and drawn. */
export function StarsShown({ value }: { value: number }) {
  const t = useTranslations('installations.grading');
  return (
    <span role="img" aria-label={t('stars', { count: value, max: MAX_STARS })} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <svg
          key={i}
          aria-hidden
          width="18"
          height="18"
          viewBox="0 0 24 24"
          className={i < value ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300'}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
        </svg>
      ))}
    </span>
  );
}
