'use client';
import dynamic from 'next/dynamic';

/** The profile's notifications section: its code loads only where it is shown (ADR 0060). */
export const NotificationsSection = dynamic(() => import('./notifications-page').then((m) => m.NotificationsSection));
