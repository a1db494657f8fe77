'use client';
import dynamic from 'next/dynamic';

/** The profile's appeals section (a phone's chat list): its code loads only where it is shown (ADR 0060). */
export const ChatsSection = dynamic(() => import('./chats-list').then((m) => m.ChatsList));
