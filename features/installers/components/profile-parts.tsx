'use client';
import dynamic from 'next/dynamic';

/** The profile's offer to a client to become an installer: its code loads only where it is shown (ADR 0060). */
export const BecomeInstaller = dynamic(() => import('./become-installer').then((m) => m.BecomeInstaller));
