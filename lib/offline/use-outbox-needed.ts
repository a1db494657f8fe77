'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { OUTBOX_WANTED, outboxHasEntries, outboxWanted } from './outbox-probe';

const onWanted = (change: () => void) => {
  window.addEventListener(OUTBOX_WANTED, change);
  return () => window.removeEventListener(OUTBOX_WANTED, change);
};

/**
 * Whether the outbox's bar should load on this page: on a page that loads the outbox anyway (a field page), and on any
 * other once the browser keeps a change (the bar sends it and says so). Asked again when the page is shown or the
 * network is back: another tab may have kept one.
 */
export function useOutboxNeeded(signedIn: boolean) {
  const wanted = useSyncExternalStore(onWanted, outboxWanted, () => false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!signedIn || wanted || waiting) return;
    let live = true;
    const ask = () => void outboxHasEntries().then((has) => live && has && setWaiting(true));
    const onVisible = () => document.visibilityState === 'visible' && ask();
    ask();
    window.addEventListener('online', ask);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.removeEventListener('online', ask);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, wanted, waiting]);
  return wanted || waiting;
}
