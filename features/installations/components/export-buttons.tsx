'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { ExportFormat } from '@/contracts/installations';
import { failureMessage } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';
import { installationsApi } from '../api/installations-api';
import type { ListQuery } from '../query';

/** Downloads the list as the filters show it (every page) as a CSV or an Excel file, named with today's date. */
export function ExportButtons({ query }: { query: ListQuery }) {
  const t = useTranslations('installations.export');
  const { page: _page, perPage: _perPage, ...filters } = query;
  const download = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await installationsApi.exportList({ ...filters, format });
      saveBlob(file, `${t('file')}-${new Date().toISOString().slice(0, 10)}.${format}`);
    },
  });
  const busy = (format: ExportFormat) => download.isPending && download.variables === format;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">{t('label')}</span>
      <Button variant="secondary" loading={busy('csv')} disabled={download.isPending} onClick={() => download.mutate('csv')}>
        {t('csv')}
      </Button>
      <Button variant="secondary" loading={busy('xlsx')} disabled={download.isPending} onClick={() => download.mutate('xlsx')}>
        {t('xlsx')}
      </Button>
      <ErrorAlert message={failureMessage(download.error)} />
    </div>
  );
}
