'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { InstallationRequest } from '@/contracts/installation-requests';
import { useSessionStore } from '@/lib/session/session-store';
import { requestKeys, requestsApi } from '../api';

/** A fault report's photo as an object URL of the blob fetched with the session's token (never a public URL). */
function usePhotoUrl(requestId: number, index: number) {
  const userId = useSessionStore((s) => s.user?.id);
  const photo = useQuery({
    queryKey: requestKeys.photo(userId, requestId, index),
    queryFn: async () => URL.createObjectURL(await requestsApi.photo(requestId, index)),
    enabled: Boolean(userId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return { url: photo.data ?? null, failed: photo.isError };
}

function Photo({ requestId, index }: { requestId: number; index: number }) {
  const t = useTranslations('installationRequests.support');
  const [open, setOpen] = useState(false);
  const { url, failed } = usePhotoUrl(requestId, index);
  const name = t('photo', { number: index + 1, request: requestId });
  if (failed)
    return <span className="flex size-20 items-center justify-center rounded-xl bg-slate-100 p-2 text-center text-xs text-slate-500">{t('photoFailed')}</span>;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!url}
        aria-label={name}
        className="block size-20 overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a blob fetched with the bearer token, not a URL next/image could load */}
        {url ? <img src={url} alt={name} className="size-full object-cover" /> : <span aria-busy="true" className="block size-full animate-pulse" />}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={name} size="xl">
        {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
        {url && <img src={url} alt={name} className="mx-auto max-h-[70vh] w-auto rounded-xl object-contain" />}
      </Modal>
    </>
  );
}

/** The photos sent with a fault report: thumbnails that open full size. */
export function RequestPhotos({ request }: { request: InstallationRequest }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {request.photos.map((photo) => (
        <li key={photo.index}>
          <Photo requestId={request.id} index={photo.index} />
        </li>
      ))}
    </ul>
  );
}
