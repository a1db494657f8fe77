import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/installations').then((m) => m.installationRoutes);

/** The public serial check: a unit by its serial and its settlement's name (404 when either does not match). */
export const fetchWarrantyUnit = async (serial: string, city: string) => call((await routes()).warrantyUnit, { query: { serial, city } });
