import type { z } from 'zod';
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

const routes = () => import('@/contracts/installations').then((m) => m.installationRoutes);
const catalogRoutes = () => import('@/contracts/catalog').then((m) => m.catalogRoutes);
const dealerRoutes = () => import('@/contracts/dealers').then((m) => m.dealerRoutes);

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
  options: async () => call((await routes()).certificationTypes, {}),
  common: async (installationId: number) => call((await routes()).common, id(installationId)),
  clientName: async (phone: string) => call((await routes()).clientName, { query: { phone } }),
  installerName: async (phone: string) => call((await routes()).installerName, { query: { phone } }),
  /** Step 1: creates the draft, or saves step 1 again of an existing completed-installation draft. */
  create: async (kind: WizardKind, body: CreateBody, installationId?: number) => {
    const r = await routes();
    if (kind === 'new') return call(r.create, { body });
    return installationId ? call(r.updateCompleted, { ...id(installationId), body }) : call(r.createCompleted, { body });
  },
  installer: async (installationId: number) => call((await routes()).getInstaller, id(installationId)),
  putInstaller: async (kind: WizardKind, site: StepSite, installerId: number) => {
    const r = await routes();
    return writeOnSite(kind === 'new' ? r.putInstaller : r.putCompletedInstaller, { ...id(site.installationId), body: { installerId } }, onSite(site, 'step'));
  },
  dealerInstallers: async (query: { page: number; search?: string; installationId?: number }) => call((await dealerRoutes()).installers, { query }),
  dealerCheck: async (installerId: number, installationId: number) =>
    call((await routes()).dealerCertificationCheck, { body: { installerId, installationId } }),
  installerCheck: async (certificationTypeId: number, workOrderType: WorkOrderType) =>
    call((await routes()).installerCertificationCheck, { body: { certificationTypeId, workOrderType } }),
  address: async (installationId: number) => call((await routes()).getAddress, id(installationId)),
  putAddress: async (kind: WizardKind, site: StepSite, body: AddressBody) => {
    const r = await routes();
    return writeOnSite(kind === 'new' ? r.putAddress : r.putCompletedAddress, { ...id(site.installationId), body }, onSite(site, 'step'));
  },
  products: async (installationId: number) => call((await routes()).getProducts, id(installationId)),
  putProducts: async (installationId: number, body: ProductsBody) => call((await routes()).putProducts, { ...id(installationId), body }),
  /** The installation-specific catalogue search (5 products and 5 in groups). */
  searchProducts: async (search: string, certificationTypeId: number) =>
    call((await catalogRoutes()).search, {
      query: { search, certificationTypeId, productsCount: INSTALLATION_SEARCH_COUNT, productsInGroupsCount: INSTALLATION_SEARCH_COUNT },
    }),
  details: async (installationId: number) => call((await routes()).getDetails, id(installationId)),
  putDetails: async (kind: WizardKind, site: StepSite, body: DetailsBody) => {
    const r = await routes();
    return writeOnSite(kind === 'new' ? r.putDetails : r.putCompletedDetails, { ...id(site.installationId), body }, onSite(site, 'step'));
  },
  /** The serials are the card's units as well: kept as a `units` change, compared as serials. */
  putBarcodes: async (site: StepSite, body: BarcodesBody) =>
    writeOnSite((await routes()).putCompletedBarcodes, { ...id(site.installationId), body }, onSite(site, 'units')),
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
