import type { z } from 'zod';
import { catalogEndpoints } from '@/contracts/endpoints/catalog';
import { dealerEndpoints } from '@/contracts/endpoints/dealers';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import type {
  addressBodySchema,
  barcodesBodySchema,
  detailsBodySchema,
  newInstallationBodySchema,
  productsBodySchema,
  WorkOrderType,
} from '@/contracts/installations';
import { call } from '@/lib/api/call';
import { writeOnSite, type OnSite } from '@/lib/offline/outbox';
import { INSTALLATION_SEARCH_COUNT, type WizardKind } from './constants';

/** Step 1; `requestId` only for a new installation registered for a request for work. */
export type CreateBody = z.infer<typeof newInstallationBodySchema>;
export type AddressBody = z.infer<typeof addressBodySchema>;
export type ProductsBody = z.infer<typeof productsBodySchema>;
export type DetailsBody = z.infer<typeof detailsBodySchema>;
export type BarcodesBody = z.infer<typeof barcodesBodySchema>;

const id = (installationId: number) => ({ params: { id: installationId } });

/**
 * A draft's step saved on site (ADR 0055): the job, its version the step was made on, and who made it. Sent now, or
 * kept on this device with the "waiting to sync" mark and sent in order when the network returns.
 */
export type StepSite = Omit<OnSite, 'kind' | 'files'>;
const onSite = (site: StepSite, kind: OnSite['kind']) => ({ ...site, kind });

/** The wizards' calls (docs/domain.md#the-wizards), each through its contract route. */
export const wizardApi = {
  options: () => call(installationEndpoints.certificationTypes, {}),
  common: (installationId: number) => call(installationEndpoints.common, id(installationId)),
  clientName: (phone: string) => call(installationEndpoints.clientName, { query: { phone } }),
  installerName: (phone: string) => call(installationEndpoints.installerName, { query: { phone } }),
  /** Step 1: creates the draft, or saves step 1 again of an existing completed-installation draft. */
  create: async (kind: WizardKind, body: CreateBody, installationId?: number) => {
    if (kind === 'new') return call(installationEndpoints.create, { body });
    return installationId
      ? call(installationEndpoints.updateCompleted, { ...id(installationId), body })
      : call(installationEndpoints.createCompleted, { body });
  },
  installer: (installationId: number) => call(installationEndpoints.getInstaller, id(installationId)),
  putInstaller: async (kind: WizardKind, site: StepSite, installerId: number) => {
    return writeOnSite(
      kind === 'new' ? installationEndpoints.putInstaller : installationEndpoints.putCompletedInstaller,
      { ...id(site.installationId), body: { installerId } },
      onSite(site, 'step'),
    );
  },
  dealerInstallers: (query: { page: number; search?: string; installationId?: number }) => call(dealerEndpoints.installers, { query }),
  dealerCheck: async (installerId: number, installationId: number) =>
    call(installationEndpoints.dealerCertificationCheck, { body: { installerId, installationId } }),
  installerCheck: async (certificationTypeId: number, workOrderType: WorkOrderType) =>
    call(installationEndpoints.installerCertificationCheck, { body: { certificationTypeId, workOrderType } }),
  address: (installationId: number) => call(installationEndpoints.getAddress, id(installationId)),
  putAddress: async (kind: WizardKind, site: StepSite, body: AddressBody) => {
    return writeOnSite(
      kind === 'new' ? installationEndpoints.putAddress : installationEndpoints.putCompletedAddress,
      { ...id(site.installationId), body },
      onSite(site, 'step'),
    );
  },
  products: (installationId: number) => call(installationEndpoints.getProducts, id(installationId)),
  putProducts: (installationId: number, body: ProductsBody) => call(installationEndpoints.putProducts, { ...id(installationId), body }),
  /** The installation-specific catalogue search (5 products and 5 in groups). */
  searchProducts: async (search: string, certificationTypeId: number) =>
    call(catalogEndpoints.search, {
      query: { search, certificationTypeId, productsCount: INSTALLATION_SEARCH_COUNT, productsInGroupsCount: INSTALLATION_SEARCH_COUNT },
    }),
  details: (installationId: number) => call(installationEndpoints.getDetails, id(installationId)),
  putDetails: async (kind: WizardKind, site: StepSite, body: DetailsBody) => {
    return writeOnSite(
      kind === 'new' ? installationEndpoints.putDetails : installationEndpoints.putCompletedDetails,
      { ...id(site.installationId), body },
      onSite(site, 'step'),
    );
  },
  /** The serials are the card's units as well: kept as a `units` change, compared as serials. */
  putBarcodes: async (site: StepSite, body: BarcodesBody) =>
    writeOnSite(installationEndpoints.putCompletedBarcodes, { ...id(site.installationId), body }, onSite(site, 'units')),
};

/** The wizards' react-query keys. */
export const wizardKeys = {
  options: ['installations', 'wizard', 'options'] as const,
  step: (installationId: number, step: string) => ['installations', 'wizard', installationId, step] as const,
  installation: (installationId: number) => ['installations', 'wizard', installationId] as const,
  clientName: (phone: string) => ['installations', 'wizard', 'clientName', phone] as const,
  installerName: (phone: string) => ['installations', 'wizard', 'installerName', phone] as const,
  dealerInstallers: (installationId: number, search: string) => ['installations', 'wizard', installationId, 'dealerInstallers', search] as const,
  products: (search: string, certificationTypeId: number) => ['installations', 'wizard', 'catalog', certificationTypeId, search] as const,
};
