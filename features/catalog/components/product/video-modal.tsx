'use client';
import { useTranslations } from 'next-intl';
import { productVideoSchema } from '@/contracts/catalog';
import { Modal } from '@/components/ui/modal';
import { embedUrl } from '../../video-embed';

/**
 * The video dialog (registered as `video`): plays a file with the browser's player or embeds the
 * player of a video site (YouTube without cookies, Vimeo without tracking).
 */
export function VideoModal({ open, onClose, video }: { open: boolean; onClose: () => void; video?: unknown }) {
  const t = useTranslations('catalog.video');
  const parsed = productVideoSchema.safeParse(video);
  const current = parsed.success ? parsed.data : null;
  const src = current && embedUrl(current);
  return (
    <Modal open={open} onClose={onClose} title={current?.title ?? t('title')} size="xl">
      {current?.type === 'file' ? (
        <video controls autoPlay playsInline preload="metadata" src={current.url} className="aspect-video w-full rounded-xl bg-black">
          <a href={current.url}>{t('download')}</a>
        </video>
      ) : src ? (
        <iframe
          src={src}
          title={current?.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full rounded-xl bg-black"
        />
      ) : (
        <p role="alert" className="text-slate-700">
          {t('unavailable')}
        </p>
      )}
    </Modal>
  );
}
