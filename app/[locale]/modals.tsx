'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { ModalRoot, type ModalComponent } from '@/components/layout/modal-root';
import { authDialogs } from '@/features/auth/dialogs';
import { catalogDialogs } from '@/features/catalog/dialogs';
import { installationDialogs } from '@/features/installations/dialogs';
import { profileDialogs } from '@/features/profile/dialogs';
import { loadHttp } from '@/lib/api/client';

/**
 * Dialogs load when first opened: their forms (phone rules, validation) stay out of every page's JavaScript. Each feature
 * lists them in its own `dialogs.ts`, not in its index: a server page imports the index, and would load every dialog the
 * index names with the page.
 */
const lazy = (load: () => Promise<unknown>) => dynamic(load as () => Promise<ModalComponent>, { ssr: false });

const lazyEach = (loaders: Record<string, () => Promise<unknown>>) => Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)]));

const loadErrorPopup = () => import('@/components/ui/error-popup').then((m) => m.ErrorPopup);

/** Every dialog of the portal, by name (open one with `openModal(name, props)`). Features register theirs here. */
const registry: Record<string, ModalComponent> = {
  error: lazy(loadErrorPopup),
  ...lazyEach(authDialogs),
  ...lazyEach(profileDialogs),
  ...lazyEach(installationDialogs),
  ...lazyEach(catalogDialogs),
};

/** What a visitor does first on a page; the page's own scripts are done by then. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** A visitor who only reads still gets the error popup before their connection may drop. */
const PRELOAD_AT_LATEST_MS = 15_000;

export function Modals() {
  // The error popup must be able to say that the connection is gone, and the first call should not wait
  // for the API client's code: both are fetched when the visitor first does something (scrolls, touches,
  // types), not while a slow phone is still starting the page (docs/decisions/0008-javascript-at-page-start.md).
  useEffect(() => {
    const preload = () => {
      stop();
      void loadErrorPopup();
      void loadHttp();
    };
    const timer = setTimeout(preload, PRELOAD_AT_LATEST_MS);
    const stop = () => {
      clearTimeout(timer);
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, preload));
    };
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, preload, { passive: true }));
    return stop;
  }, []);
  return <ModalRoot registry={registry} />;
}
