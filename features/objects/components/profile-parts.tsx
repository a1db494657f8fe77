'use client';
import dynamic from 'next/dynamic';

/** The profile's objects section (a phone's list of a designer's objects): its code loads only where it is shown (ADR 0060). */
export const ObjectsSection = dynamic(() => import('./objects-list').then((m) => m.ObjectsList));
