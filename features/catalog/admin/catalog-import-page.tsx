'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProPage } from '@/components/ui/pro-page';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CATALOG_IMPORT_MAX_BYTES } from '@/contracts/catalog-import';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { catalogImportApi } from './import-api';
import { useOperatorId } from './products-query';
import { ImportReport } from './import-report';

/**
 * /admin/catalog/import: a catalogue file (.json or .csv, the command line's format) is checked as soon as it is chosen, and
 * its report shown: what it adds and changes, and every bad row. A clean file can then be imported, after a
 * confirmation; the shop shows it within seconds.
 */
export function CatalogImportPage() {
  const t = useTranslations('admin.catalogImport');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The session arrives after the page: until then a call would go unsigned.
  const signedIn = Boolean(useOperatorId());
  const withProgress =
    <T,>(send: (file: File, onProgress: (fraction: number) => void) => Promise<T>) =>
    async (chosen: File) => {
      setProgress(0);
      try {
        return await send(chosen, setProgress);
      } finally {
        setProgress(null);
      }
    };
  const check = useMutation({ mutationFn: withProgress(catalogImportApi.check) });
  const apply = useMutation({ mutationFn: withProgress(catalogImportApi.apply) });
  const report = apply.data ?? check.data;

  const choose = (chosen: File) => {
    setFile(chosen);
    apply.reset();
    check.mutate(chosen);
  };
  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    accept: { 'application/json': ['.json'], 'text/csv': ['.csv'] },
    maxFiles: 1,
    maxSize: CATALOG_IMPORT_MAX_BYTES,
    multiple: false,
    disabled: check.isPending || apply.isPending || !signedIn,
    onDropAccepted: ([chosen]) => choose(chosen),
  });

  return (
    <ProPage
      title={t('title')}
      actions={
        <Link href={pages.adminCatalog()} className="text-sm text-brand-700 underline">
          {t('back')}
        </Link>
      }
    >
      <p className="text-slate-600">{t('intro')}</p>
      <div
        {...getRootProps({
          className: `cursor-pointer rounded-2xl border-2 border-dashed bg-white p-6 text-center focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 hover:border-brand-400'}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': t('choose') })} />
        <p className="font-medium text-slate-900">{file ? t('chosen', { name: file.name }) : t('drop')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('hint', { size: CATALOG_IMPORT_MAX_BYTES / 1024 / 1024 })}</p>
      </div>
      {fileRejections.length > 0 && (
        <p role="alert" className="text-sm text-red-600">
          {t('rejected', { name: fileRejections[0].file.name })}
        </p>
      )}
      {progress !== null && <ProgressBar label={apply.isPending ? t('importing') : t('checking')} fraction={progress} />}
      {check.isPending && <p role="status">{t('checking')}</p>}
      <ErrorAlert message={failureMessage(check.error) ?? failureMessage(apply.error)} />
      {report && !check.isPending && <ImportReport report={report} />}
      {file && check.data && check.data.issues.length === 0 && !apply.data && (
        <Button onClick={() => setConfirming(true)} loading={apply.isPending}>
          {t('import')}
        </Button>
      )}
      {apply.data && (
        <Link href={pages.products()} className="inline-block font-medium text-brand-700 underline">
          {t('openCatalogue')}
        </Link>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle')}
        text={t('confirmText', { created: check.data?.created ?? 0, updated: check.data?.updated ?? 0 })}
        confirm={t('import')}
        tone="primary"
        onConfirm={() => apply.mutateAsync(file!)}
      />
    </ProPage>
  );
}
