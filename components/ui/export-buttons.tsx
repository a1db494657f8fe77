'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { ExportFormat } from '@/contracts/installations';
import { kyivDay } from '@/contracts/kyiv-day';
import { failureMessage } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';

/**
 * "Download the list: CSV / Excel": a list as its filters show it (every page), fetched with the session's token and
 * saved as `<fileName>-<today in Kyiv>.<format>`, the day the API names it by (docs/decisions/0038-list-exports.md).
 */
export function ExportButtons({ download, fileName }: { download: (format: ExportFormat) => Promise<Blob>; fileName: string }) {
  const t = useTranslations('ui.export');
  const save = useMutation({
    mutationFn: async (format: ExportFormat) => saveBlob(await download(format), `${fileName}-${kyivDay(new Date())}.${format}`),
  });
  const busy = (format: ExportFormat) => save.isPending && save.variables === format;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">{t('label')}</span>
      <Button variant="secondary" loading={busy('csv')} disabled={save.isPending} onClick={() => save.mutate('csv')}>
        {t('csv')}
      </Button>
      <Button variant="secondary" loading={busy('xlsx')} disabled={save.isPending} onClick={() => save.mutate('xlsx')}>
        {t('xlsx')}
      </Button>
      <ErrorAlert message={failureMessage(save.error)} />
    </div>
  );
}
