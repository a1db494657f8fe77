'use client';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { ProfileSection } from '@/lib/guards';

/** The profile's section open on this page (a phone's installations, chats…), or null: the bottom panel marks its link. */
export const useOpenProfileSection = create<{ section: ProfileSection | null }>(() => ({ section: null }));

/**
 * The profile area says which section it shows while it shows it. (The panel, in the layout, reading the query itself
 * needs a Suspense boundary for the pages rendered ahead of time; its fallback then stood beside the panel at times.)
 */
export function useShowProfileSection(section: ProfileSection) {
  useEffect(() => {
    useOpenProfileSection.setState({ section });
    return () => useOpenProfileSection.setState({ section: null });
  }, [section]);
}
