'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type BarcodeScannerProps = { onScan: (serial: string) => void; onClose: () => void };

/**
 * The phone camera reading serial barcodes (1D and 2D codes) with ZXing. The library is loaded only
 * when the scanner opens, so the wizard's pages do not carry it; the camera stops when it closes.
 */
export function BarcodeScanner({ onScan, onClose }: BarcodeScannerProps) {
  const t = useTranslations('installations.wizard.barcodes');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'failed'>('starting');
  const [last, setLast] = useState<string | null>(null);
  const scanned = useRef(onScan);
  useEffect(() => {
    scanned.current = onScan;
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      const reader = new BrowserMultiFormatReader();
      const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current ?? undefined, (result) => {
        if (!result) return;
        const text = result.getText();
        setLast(text);
        scanned.current(text);
      });
      if (cancelled) controls.stop();
      else {
        stop = () => controls.stop();
        setState('scanning');
      }
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-3" role="group" aria-label={t('scanner')}>
      <video ref={video} className="aspect-video w-full rounded-lg bg-slate-900 object-cover" muted playsInline aria-hidden />
      <p role="status" className="text-sm text-slate-600">
        {state === 'failed' ? t('cameraFailed') : state === 'starting' ? t('cameraStarting') : last ? t('scanned', { serial: last }) : t('pointCamera')}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {t('closeCamera')}
      </Button>
    </div>
  );
}
