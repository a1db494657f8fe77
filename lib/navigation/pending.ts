import { useEffect, useId } from 'react';
import { create } from 'zustand';

/**
 * Navigations under way that should cover the page with the spec's full-screen loader: a link whose page is still
 * loading, or a `push` of the app's router. The signed-in pages have no route-level loading boundary (ADR 0060), so
 * the navigation, not the route, raises the loader.
 */
const usePendingStore = create<{ pending: ReadonlySet<string> }>()(() => ({ pending: new Set() }));

function setPending(id: string, pending: boolean) {
  const current = usePendingStore.getState().pending;
  if (current.has(id) === pending) return;
  const next = new Set(current);
  if (pending) next.add(id);
  else next.delete(id);
  usePendingStore.setState({ pending: next });
}

/** Whether any navigation that covers the page is under way. */
export function useNavigationPending() {
  return usePendingStore((s) => s.pending.size > 0);
}

/** Reports this component's navigation as pending (or no longer) for as long as it is mounted. */
export function useReportNavigationPending(pending: boolean) {
  const id = useId();
  useEffect(() => {
    setPending(id, pending);
    return () => setPending(id, false);
  }, [id, pending]);
}
