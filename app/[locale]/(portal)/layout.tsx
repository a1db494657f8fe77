import type { ReactNode } from 'react';
import { EarlyViewerProvider } from '@/lib/session/early-viewer';
import { requestViewer } from '@/lib/session/request-viewer';

/** The signed-in pages: they render for the person of the request's access cookie (lib/session/early-viewer.tsx). */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const signedIn = await requestViewer();
  return <EarlyViewerProvider viewer={signedIn?.viewer ?? null}>{children}</EarlyViewerProvider>;
}
