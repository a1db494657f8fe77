'use client';
import { useSessionStore } from '@/lib/session/session-store';

/** The signed-in installer's id, which keys the calendar's queries (the page's guard lets installers only in). */
export const useCalendarViewer = () => useSessionStore((s) => s.user?.id);
