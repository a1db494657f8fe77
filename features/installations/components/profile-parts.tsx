'use client';
import dynamic from 'next/dynamic';

/** The profile's installations section (a phone's list): its code loads only where it is shown (ADR 0060). */
export const InstallationsSection = dynamic(() => import('./installations-page').then((m) => m.InstallationsSection));
