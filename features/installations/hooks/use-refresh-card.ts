'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InstallationCard } from '@/contracts/installations';
import { installationKeys } from '../keys';
import { useInstallationsViewer } from './use-installations-viewer';

/**
 * After an action: the card the API answered with replaces the one shown, or the card is read again by
 * id (after cancel and grading the card reloads); lists are read afresh when next shown. Apart from the card's query,
 * so that the shell's confirmation listener loads no calls.
 */
export function useRefreshCard() {
  const queryClient = useQueryClient();
  const { userId } = useInstallationsViewer();
  return useCallback(
    async (id: number, card?: InstallationCard) => {
      if (card) queryClient.setQueryData(installationKeys.card(userId, id), card);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...installationKeys.all(userId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...installationKeys.all(userId), 'filters'] }),
        card ? null : queryClient.invalidateQueries({ queryKey: installationKeys.card(userId, id) }),
      ]);
    },
    [queryClient, userId],
  );
}
