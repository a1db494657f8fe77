'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFailure } from '@/lib/api/errors';
import { useSessionStore } from '@/lib/session/session-store';
import { showErrorPopup } from '@/lib/stores/modal-store';
import { fetchFavoriteIds, setFavorite } from '../api';
import { usePendingFavorite } from '../stores/pending-favorite';

export const favoritesKey = ['favorites'] as const;

/** The signed-in user's favourite product ids (empty for a guest). */
export function useFavoriteIds() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const query = useQuery({
    queryKey: [...favoritesKey, 'ids', userId],
    queryFn: fetchFavoriteIds,
    enabled: userId !== null,
  });
  return { signedIn: userId !== null, ids: query.data ?? [], isLoading: userId !== null && query.isPending };
}

/** Adds or removes a favourite and keeps every favourites query in step. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useMutation({
    mutationKey: [...favoritesKey, 'set'],
    mutationFn: ({ productId, inFavorites }: { productId: number; inFavorites: boolean }) => setFavorite(productId, inFavorites),
    onSuccess: (state) => {
      queryClient.setQueryData<number[]>([...favoritesKey, 'ids', userId], (ids = []) =>
        state.inFavorites ? [...new Set([...ids, state.id])] : ids.filter((id) => id !== state.id),
      );
      void queryClient.invalidateQueries({ queryKey: [...favoritesKey, 'list'] });
    },
    // A favourite has no form to show a refusal in: the popup says it.
    onError: (error) => showErrorPopup(apiFailure(error).message),
  });
}

/** Adds the product a guest chose before signing in, as soon as the session exists. */
export function useAddPendingFavorite() {
  const signedIn = useSessionStore((s) => s.user !== null);
  const { mutate } = useSetFavorite();
  useEffect(() => {
    const { productId, set } = usePendingFavorite.getState();
    if (!signedIn || productId === null) return;
    set(null);
    mutate({ productId, inFavorites: true });
  }, [signedIn, mutate]);
}
