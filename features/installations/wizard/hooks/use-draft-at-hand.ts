'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { installationsApi } from '../../api/installations-api';
import { useInstallationsViewer } from '../../hooks/use-installations-viewer';
import { installationKeys } from '../../keys';
import { loadScanner } from '../../units/serials-form';
import { wizardApi, wizardKeys, type StepSite } from '../api';
import { OFFLINE_STEPS, WIZARD_ORDER, type WizardKind } from '../constants';

/** The reads of the steps saved without a network, by step (each kept under its step's key). */
const stepReads: Record<string, (installationId: number) => Promise<unknown>> = {
  barcodes: installationsApi.units,
  installer: wizardApi.installer,
  address: wizardApi.address,
  details: wizardApi.details,
};

/**
 * A draft opened with a network (ADR 0055): the reads of the steps that may be saved without one, and the camera
 * reader, are fetched now, so that they are at hand on site (in memory, and in the service worker's copies). Answers
 * where a step is saved: the job and its version (the card's, read afresh after each step sent).
 */
export function useDraftAtHand(installationId: number | null, kind: WizardKind): StepSite | null {
  const queryClient = useQueryClient();
  const { userId } = useInstallationsViewer();
  const card = useQuery({
    queryKey: installationKeys.card(userId, installationId ?? 0),
    queryFn: () => installationsApi.card(installationId!),
    enabled: installationId !== null && userId !== undefined,
  });
  useEffect(() => {
    if (installationId === null || !navigator.onLine) return;
    for (const step of OFFLINE_STEPS.filter((name) => WIZARD_ORDER[kind].includes(name)))
      void queryClient.prefetchQuery({ queryKey: wizardKeys.step(installationId, step), queryFn: () => stepReads[step]!(installationId) });
    if (kind === 'completed') void loadScanner();
  }, [queryClient, installationId, kind]);
  if (installationId === null || userId === undefined) return null;
  return { userId, installationId, baseVersion: card.data?.version };
}
