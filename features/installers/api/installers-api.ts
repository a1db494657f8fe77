import type { z } from 'zod';
import type { installerRequestBodySchema, licenseEntrySchema } from '@/contracts/dealers';
import { dealerEndpoints, installerEndpoints } from '@/contracts/endpoints/dealers';
import { call } from '@/lib/api/call';

export type InstallerRequestBody = z.input<typeof installerRequestBodySchema>;
export type LicenseEntry = z.infer<typeof licenseEntrySchema>;

/** The installer's calls, and the installer request of a client (contracts/dealers.ts). */
export const installersApi = {
  license: () => call(installerEndpoints.license, {}),
  levels: () => call(installerEndpoints.certificationRequestCreate, {}),
  /** Applies for the certification level `levelId` (the path's id). */
  applyForLevel: (levelId: number) => call(installerEndpoints.applyForCertification, { params: { id: levelId }, body: {} }),
  rating: (page: number) => call(installerEndpoints.rating, { query: { page } }),
  dealer: () => call(installerEndpoints.dealer, {}),
  changeDealer: (body: { dealerCode: string; comment: string }) => call(installerEndpoints.requestDealerChange, { body }),
  requestOptions: () => call(installerEndpoints.installerRequestCreate, {}),
  applyAsInstaller: (body: InstallerRequestBody) => call(installerEndpoints.requestToBecomeInstaller, { body }),
  lookupDealer: (dealerCode: string) => call(dealerEndpoints.lookup, { query: { dealerCode } }),
};
