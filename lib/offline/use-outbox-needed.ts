'use client';
import { useEffect, useState } from 'react';
import { OUTBOX_FILLED, outboxHasEntries } from './outbox-probe';

/**
 * Whether the outbox's code should run on this page: once the browser keeps a change, and from then on (the bar sends
 * it and says so). Asked again when the page is shown or the network is back (another tab may have kept one), and
 * told at once when this page keeps one.
 */
export function useOutboxNeeded(signedIn: boolean) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (!signedIn || needed) return;
    let live = true;
    const ask = () => void outboxHasEntries().then((has) => live && has && setNeeded(true));
    const onVisible = () => document.visibilityState === 'visible' && ask();
    const onFilled = () => setNeeded(true);
    ask();
    window.addEventListener(OUTBOX_FILLED, onFilled);
    window.addEventListener('online', ask);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.removeEventListener(OUTBOX_FILLED, onFilled);
      window.removeEventListener('online', ask);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, needed]);
  return needed;
}
