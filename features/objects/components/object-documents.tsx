'use client';
import { useMutation } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Dropzone } from '@/components/upload/dropzone';
import { objectUploadTypes } from '@/components/upload/file-category';
import type { ObjectDocument, ObjectEquipments } from '@/contracts/objects';
import { OBJECT_FILE_MAX_BYTES } from '@/contracts/upload-limits';
import { failureMessage } from '@/lib/api/errors';
import { fileSize } from '@/lib/file-size';
import { saveBlob } from '@/lib/save-blob';
import { showErrorPopup } from '@/lib/stores/modal-store';
import { objectsApi } from '../api/objects-api';

type Props = { id: number; documents: ObjectDocument[]; onSettle: (next: ObjectEquipments) => Promise<void>; onRemove: (document: ObjectDocument) => void };

/**
 * The object's documents (docs/decisions/0030): each downloads through its authorised route (they are
 * private), and the dropzone attaches more: photos, videos and PDF, office or DWG files mixed, 20 MB each.
 */
export function ObjectDocuments({ id, documents, onSettle, onRemove }: Props) {
  const t = useTranslations('objects.documents');
  const format = useFormatter();
  const [paths, setPaths] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new dropzone (an empty list) after each attach.
  const [round, setRound] = useState(0);
  const attach = useMutation({
    mutationFn: () => objectsApi.addDocuments(id, paths),
    onSuccess: async (next) => {
      await onSettle(next);
      setPaths([]);
      setRound((r) => r + 1);
    },
  });
  const download = useMutation({
    mutationFn: async (document: ObjectDocument) => saveBlob(await objectsApi.document(id, document.id), document.name),
    onError: (error) => showErrorPopup(failureMessage(error)!),
  });
  return (
    <section aria-labelledby="documents-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="documents-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {documents.length === 0 ? (
        <p className="mb-4 text-slate-600">{t('empty')}</p>
      ) : (
        <ul aria-label={t('title')} className="mb-4 divide-y divide-slate-100">
          {documents.map((d) => {
            const loading = download.isPending && download.variables?.id === d.id;
            return (
              <li key={d.id} className="flex items-start gap-3 py-2">
                <span
                  aria-hidden="true"
                  className="mt-0.5 w-12 shrink-0 rounded-md bg-slate-100 px-1.5 py-0.5 text-center text-xs font-semibold uppercase text-slate-600"
                >
                  {d.type}
                </span>
                <div className="min-w-0 flex-1">
                  <button
                    type="button"
                    onClick={() => download.mutate(d)}
                    aria-busy={loading || undefined}
                    aria-label={t('download', { name: d.name })}
                    className="break-words text-left font-medium text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
                    disabled={loading}
                  >
                    {d.name}
                  </button>
                  <span className="block text-sm text-slate-500">{format.number(...fileSize(d.size))}</span>
                </div>
                <Button variant="ghost" onClick={() => onRemove(d)} aria-label={t('removeNamed', { name: d.name })}>
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mb-2 text-sm text-slate-600">{t('hint')}</p>
      <Dropzone
        key={round}
        onChange={setPaths}
        accept={objectUploadTypes}
        allowMixing
        maxFileBytes={OBJECT_FILE_MAX_BYTES}
        label={t('dropzone')}
        onBusyChange={setUploading}
        disabled={attach.isPending}
      />
      <div className="mt-3 space-y-3">
        <ErrorAlert message={failureMessage(attach.error)} />
        <Button className="w-full wide:w-auto" disabled={paths.length === 0 || uploading} loading={attach.isPending} onClick={() => attach.mutate()}>
          {t('attach', { count: paths.length })}
        </Button>
      </div>
    </section>
  );
}
