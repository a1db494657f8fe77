'use client';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { openModalWhenFree } from '@/lib/stores/modal-store';
import { useRefreshCard } from '../hooks/use-refresh-card';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';

/**
 * Wherever the signed-in user is in the portal (docs/api.md#realtime): when a job is
 * completed with the client's code, the client named in `installation_needs_confirmation` (`to`), and
 * only that user, gets the grading dialog, once any dialog they have open is closed (it never replaces one);
 * the installation's card and lists show the new state. When the client grades, `installation_confirmed`
 * refreshes the installer's view of it.
 */
export function ConfirmationListener() {
  const { userId } = useInstallationsViewer();
  const refresh = useRefreshCard();
  useServerEvent('installation_needs_confirmation', ({ installationId, to }) => {
    if (userId === undefined || to !== userId) return;
    void refresh(installationId);
    openModalWhenFree('installationGrading', { installationId });
  });
  useServerEvent('installation_confirmed', ({ installationId }) => void refresh(installationId));
  return null;
}
