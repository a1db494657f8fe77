'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ChatAttachment } from '@/contracts/chats';
import { fileSize } from '@/lib/file-size';
import { saveBlob } from '@/lib/save-blob';
import { chatsApi } from '../api/chats-api';
import { useAttachmentUrl } from '../hooks/use-attachment';

type Props = { chatId: number; messageId: number; attachment: ChatAttachment };

/** A photo the browser can show as a thumbnail; raw photos are offered as downloads. */
const showable = (attachment: ChatAttachment) => attachment.kind === 'photo' && /^image\/(jpeg|png|gif)$/.test(attachment.mime);

function Photo({ chatId, messageId, attachment }: Props) {
  const t = useTranslations('chats.message');
  const [open, setOpen] = useState(false);
  const { url, failed } = useAttachmentUrl(chatId, messageId, attachment.path);
  if (failed)
    return (
      <span className="flex size-24 items-center justify-center rounded-xl bg-slate-100 p-2 text-center text-xs text-slate-500">{t('attachmentFailed')}</span>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!url}
        aria-label={t('openPhoto', { name: attachment.name })}
        className="block size-24 overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a blob fetched with the bearer token, not a URL next/image could load */}
        {url ? <img src={url} alt={attachment.name} className="size-full object-cover" /> : <span aria-busy="true" className="block size-full animate-pulse" />}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={attachment.name} size="xl">
        {url && (
          <figure className="space-y-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
            <img src={url} alt={attachment.name} className="mx-auto max-h-[70vh] w-auto rounded-xl object-contain" />
            <figcaption className="text-center">
              <a href={url} download={attachment.name} className="text-sm font-medium text-brand-700 hover:underline">
                {t('download')}
              </a>
            </figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}

function FileDownload({ chatId, messageId, attachment }: Props) {
  const t = useTranslations('chats.message');
  const format = useFormatter();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    const blob = await chatsApi.attachment(chatId, messageId, attachment.path);
    if (!blob) return setState('failed');
    saveBlob(blob, attachment.name);
    setState('idle');
  };
  return (
    <span className="flex flex-col">
      <button
        type="button"
        onClick={() => void download()}
        aria-busy={state === 'loading' || undefined}
        className="flex max-w-64 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 4v12m0 0l-4-4m4 4l4-4M5 20h14" />
        </svg>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{attachment.name}</span>
          <span className="block text-xs text-slate-500">{t('downloadFile', { size: format.number(...fileSize(attachment.size)) })}</span>
        </span>
      </button>
      {state === 'failed' && (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {t('attachmentFailed')}
        </span>
      )}
    </span>
  );
}

/** A message's attachments (docs/domain.md#chats-and-appeals): photos as thumbnails opening a viewer, other files as downloads, all through the authorised route. */
export function Attachments({ chatId, messageId, attachments }: { chatId: number; messageId: number; attachments: ChatAttachment[] }) {
  const t = useTranslations('chats.message');
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('attachments')} className="mt-2 flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li key={attachment.path}>
          {showable(attachment) ? (
            <Photo chatId={chatId} messageId={messageId} attachment={attachment} />
          ) : (
            <FileDownload chatId={chatId} messageId={messageId} attachment={attachment} />
          )}
        </li>
      ))}
    </ul>
  );
}
