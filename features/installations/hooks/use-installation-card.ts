'use client';
import { useQuery } from '@tanstack/react-query';
import { installationsApi } from '../api/installations-api';
import { installationKeys } from '../keys';
import { useInstallationsViewer } from './use-installations-viewer';

/** The card of one installation (GET /web/installations/{id}). */
export function useInstallationCard(id: number) {
  const { userId } = useInstallationsViewer();
  return useQuery({ queryKey: installationKeys.card(userId, id), queryFn: () => installationsApi.card(id), enabled: Boolean(userId) });
}
