'use client';
import dynamic from 'next/dynamic';

/** The profile's favourites section: its code loads only where it is shown (ADR 0060). */
export const FavoritesList = dynamic(() => import('./favorites-list').then((m) => m.FavoritesList));
