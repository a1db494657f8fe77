'use client';
import dynamic from 'next/dynamic';

/** A client's requests for work above their installations (the list page and the profile's section): its code loads only where it is shown (ADR 0060). */
export const RequestsPanel = dynamic(() => import('./my-requests').then((m) => m.RequestsPanel));
