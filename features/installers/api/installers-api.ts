import type { z } from 'zod';
import type { installerRequestBodySchema, licenseEntrySchema } from '@/contracts/dealers';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/dealers').then((m) => m.installerRoutes);
const dealerRoutes = () => import('@/contracts/dealers').then((m) => m.dealerRoutes);

export type InstallerRequestBody = z.input<typeof installerRequestBodySchema>;
export type LicenseEntry = z.infer<typeof licenseEntrySchema>;

/** The installer's calls, and the installer request of a client (contracts/dealers.ts). */
export const installersApi = {
  license: async () => call((await routes()).license, {}),
  levels: async () => call((await routes()).certificationRequestCreate, {}),
  /** Applies for the certification level `levelId` (the path's id). */
  applyForLevel: async (levelId: number) => call((await routes()).applyForCertification, { params: { id: levelId }, body: {} }),
  rating: async (page: number) => call((await routes()).rating, { query: { page } }),
  dealer: async () => call((await routes()).dealer, {}),
  changeDealer: async (body: { dealerCode: string; comment: string }) => call((await routes()).requestDealerChange, { body }),
  requestOptions: async () => call((await routes()).installerRequestCreate, {}),
  applyAsInstaller: async (body: InstallerRequestBody) => call((await routes()).requestToBecomeInstaller, { body }),
  lookupDealer: async (dealerCode: string) => call((await dealerRoutes()).lookup, { query: { dealerCode } }),
};
