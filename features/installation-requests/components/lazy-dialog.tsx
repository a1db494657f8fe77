'use client';
import dynamic from 'next/dynamic';

/** The request form loads when first opened: its validation stays out of the page's JavaScript. */
export const LazyRequestDialog = dynamic(() => import('./request-dialog').then((m) => m.RequestDialog), { ssr: false });
