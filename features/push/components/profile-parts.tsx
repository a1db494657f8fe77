'use client';
import dynamic from 'next/dynamic';

/** The profile's switch for this device's notifications: its code loads only where it is shown (ADR 0060). */
export const PushSettings = dynamic(() => import('./push-settings').then((m) => m.PushSettings));
