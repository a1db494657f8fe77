'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Seconds left until `until` (epoch ms), ticking every second. */
export function useCountdown(until: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/** "Send the code again", available when the countdown (60 s after each sending) is over. */
export function ResendButton({ availableAt, onResend, pending }: { availableAt: number | null; onResend: () => void; pending?: boolean }) {
  const t = useTranslations('ui.code');
  const seconds = useCountdown(availableAt);
  if (seconds > 0) {
    return <p className="text-center text-sm text-slate-600">{t('resendIn', { seconds })}</p>;
  }
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={pending}
      className="mx-auto block rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
    >
      {t('resend')}
    </button>
  );
}

/** When another code may be requested (epoch ms): `seconds` from now (the API's `resendAfter` or a 429's Retry-After). */
export const availableAfter = (seconds: number) => Date.now() + seconds * 1000;
