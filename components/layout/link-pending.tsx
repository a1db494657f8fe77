'use client';
import { useLinkStatus } from 'next/link';
import { FullScreenLoader } from './full-screen-loader';

/**
 * Inside a link: the full-screen loader while the page it opens is on its way. The pages whose first list page the
 * server reads (ADR 0059) have no `loading.tsx`, whose boundary would hold their content back; their links say it instead.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <FullScreenLoader /> : null;
}
