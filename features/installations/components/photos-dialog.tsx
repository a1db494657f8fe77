'use client';
import type { InstallationCard } from '@/contracts/installations';

export function PhotosDialog(_: { open: boolean; onClose: () => void; card: InstallationCard }) {
  return null;
}
