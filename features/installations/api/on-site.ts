import type { z } from 'zod';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import type { barcodesBodySchema, InstallationCard } from '@/contracts/installations';
import { writeOnSite } from '@/lib/offline/outbox';
import type { OutboxFile } from '@/lib/offline/outbox-db';

/**
 * The card's changes made on site (ADR 0055), apart from installationsApi: they bring the outbox and Dexie, which the
 * card's dialogs load with the card (so that they work offline) and the list does not need.
 */
export const onSiteApi = {
  /** Photos taken on site without a network: kept on this device and uploaded, then attached, when it returns. */
  queuePhotos: async (userId: number, card: InstallationCard, files: OutboxFile[]) =>
    writeOnSite(
      installationEndpoints.photos,
      { params: { id: card.id }, body: { photos: [] } },
      { userId, installationId: card.id, kind: 'photos', baseVersion: card.version, files },
    ),
  /** The card's units: sent now, or kept on this device until the network returns. */
  saveUnits: async (userId: number, card: InstallationCard, body: z.infer<typeof barcodesBodySchema>) =>
    writeOnSite(
      installationEndpoints.putBarcodes,
      { params: { id: card.id }, body },
      { userId, installationId: card.id, kind: 'units', baseVersion: card.version },
    ),
};
