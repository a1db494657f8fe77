import type { CircuitBody } from '../../contracts';

/** The example: 3 kg of R-410A (2.4 kg as delivered, 0.6 added), 6.26 t CO2e, a leak check every 12 months. */
export const threeKgR410A = (commissionedOn: string, unitId: number | null, over: Partial<CircuitBody> = {}): CircuitBody => ({
  refrigerant: 'R410A',
  factoryChargeKg: 2.4,
  installationChargeKg: 0.6,
  hermeticallySealed: false,
  residentialBuilding: true,
  leakDetectionSystem: false,
  commissionedOn,
  unitId,
  ...over,
});
