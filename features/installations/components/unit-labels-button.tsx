'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import { labelSizes, type LabelSize } from '@/contracts/installations';
import { callBlob } from '@/lib/api/call';
import { failureMessage } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';

/**
 * A sheet of QR labels for the job's units (docs/decisions/0045-unit-labels.md): the label stock is chosen in a
 * dialog, then the PDF is fetched with the session's token and saved.
 */
export function UnitLabelsButton({ installationId }: { installationId: number }) {
  const t = useTranslations('installations.card.labels');
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<LabelSize>('a4-24');
  const download = useMutation({
    mutationFn: async () => {
      saveBlob(await callBlob(installationEndpoints.unitLabels, { params: { id: installationId }, query: { size } }), t('file', { id: installationId }));
    },
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')} size="sm">
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            download.mutate();
          }}
        >
          <p className="text-slate-600">{t('text')}</p>
          <SelectField
            label={t('size')}
            value={size}
            onChange={(e) => setSize(e.target.value as LabelSize)}
            options={labelSizes.map((value) => ({ value, name: t(`sizes.${value}`) }))}
          />
          <ErrorAlert message={failureMessage(download.error)} />
          <Button type="submit" loading={download.isPending}>
            {t('download')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
