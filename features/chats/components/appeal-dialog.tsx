'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dropzone } from '@/components/upload/dropzone';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/field-status-icon';
import { Modal } from '@/components/ui/modal';
import { MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from '@/contracts/chats';
import { MAX_UPLOAD_FILES } from '@/contracts/upload-limits';
import { useRouter } from '@/i18n/navigation';
import { apiFailure } from '@/lib/api/errors';
import { pages } from '@/contracts/pages';
import { chatsApi } from '../api/chats-api';

export type AppealDialogProps = {
  open: boolean;
  onClose: () => void;
  installationId: number;
  /** The installation's products the appeal may be about (optional choice). */
  products: { id: number; name: string }[];
  /** Opened from a product of the installation: that one is chosen. */
  productId?: number;
};

/** Done waits for a subject and a message that are not blank. */
export const appealReady = (subject: string, message: string) => subject.trim().length > 0 && message.trim().length > 0;

/**
 * The installation appeal (docs/domain.md#chats-and-appeals): subject, message, optionally one of the
 * installation's products, and photos or files (at most 10, all photos or all files, the accepted types; uploaded
 * in chunks with progress). Done opens the chat it became.
 */
export function AppealDialog({ open, onClose, installationId, products, productId }: AppealDialogProps) {
  const t = useTranslations('chats.appeal');
  const router = useRouter();
  const ids = { subject: useId(), message: useId(), product: useId() };
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [product, setProduct] = useState(productId ? String(productId) : '');
  const [paths, setPaths] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      chatsApi.create({
        installationId,
        subject: subject.trim(),
        message: message.trim(),
        productId: product ? Number(product) : null,
        photos: paths.length > 0 ? paths : undefined,
      }),
    onSuccess: (chat) => {
      onClose();
      router.push(pages.chat(chat.id));
    },
  });
  const failure = send.error ? apiFailure(send.error) : null;
  const fields = failure?.fields ?? {};
  const general = failure && !fields.subject && !fields.message ? (fields.photos ?? fields.productId ?? failure.message) : undefined;

  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="lg">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (appealReady(subject, message) && !uploading && !send.isPending) send.mutate();
        }}
      >
        <FormField id={ids.subject} label={t('subject')} error={fields.subject}>
          <input
            id={ids.subject}
            type="text"
            value={subject}
            maxLength={MAX_SUBJECT_LENGTH}
            onChange={(event) => setSubject(event.target.value)}
            aria-invalid={fields.subject ? true : undefined}
            aria-describedby={fieldNoteId(ids.subject, { error: fields.subject })}
            className={inputClass(fields.subject)}
          />
        </FormField>
        <FormField id={ids.message} label={t('message')} error={fields.message}>
          <textarea
            id={ids.message}
            rows={4}
            value={message}
            maxLength={MAX_MESSAGE_LENGTH}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={fields.message ? true : undefined}
            aria-describedby={fieldNoteId(ids.message, { error: fields.message })}
            className={inputClass(fields.message)}
          />
        </FormField>
        {products.length > 0 && (
          <FormField id={ids.product} label={t('product')}>
            <select id={ids.product} value={product} onChange={(event) => setProduct(event.target.value)} className={inputClass()}>
              <option value="">{t('wholeInstallation')}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">{t('files', { max: MAX_UPLOAD_FILES })}</p>
          <Dropzone onChange={setPaths} onBusyChange={setUploading} maxFiles={MAX_UPLOAD_FILES} disabled={send.isPending} label={t('filesLabel')} />
        </div>
        <ErrorAlert message={general} />
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" disabled={!appealReady(subject, message) || uploading} loading={send.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
