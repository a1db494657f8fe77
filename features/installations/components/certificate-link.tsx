'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { showErrorPopup } from '@/lib/stores/modal-store';
import { fetchBlob } from '@/lib/api/call';
import { failureMessage } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';

/**
 * The client's warranty certificate (PDF): fetched with the session's token (the API serves it only to
 * the installation's people), then saved under a readable name.
 */
export function CertificateLink({ url, installationId }: { url: string; installationId: number }) {
  const t = useTranslations('installations.card');
  const download = useMutation({
    mutationFn: async () => {
      saveBlob(await fetchBlob(url), t('certificateFile', { id: installationId }));
    },
    onError: (error) => showErrorPopup(failureMessage(error)!),
  });
  return (
    <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
      {t('certificate')}
    </Button>
  );
}
