'use client';
import { useTranslations } from 'next-intl';
import { openModal } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/session/session-store';
import { useAddPendingFavorite, useFavoriteIds, useSetFavorite } from '../hooks/use-favorites';
import { usePendingFavorite } from '../stores/pending-favorite';

/**
 * Adds a product to the favourites or removes it. A guest gets the sign-in window with favourites as
 * the wanted section (docs/access.md#pages-guards-and-links); the product is added once they are signed in.
 */
export function FavoriteToggle({ productId }: { productId: number }) {
  const t = useTranslations('favorites');
  const { signedIn, ids, isLoading } = useFavoriteIds();
  const { mutate, isPending } = useSetFavorite();
  const setWantedSection = useSessionStore((s) => s.setWantedSection);
  // Until the session is known, a click could not tell a guest from a signed-in user.
  const sessionLoading = useSessionStore((s) => s.status === 'loading');
  useAddPendingFavorite();
  const inFavorites = ids.includes(productId);

  const onClick = () => {
    if (!signedIn) {
      usePendingFavorite.getState().set(productId);
      setWantedSection('favorites');
      openModal('auth');
      return;
    }
    mutate({ productId, inFavorites: !inFavorites });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={sessionLoading || isLoading || isPending}
      aria-busy={isPending || undefined}
      className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border px-5 py-2.5 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait ${
        inFavorites ? 'border-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
      }`}
    >
      <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill={inFavorites ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      {inFavorites ? t('remove') : t('add')}
    </button>
  );
}
