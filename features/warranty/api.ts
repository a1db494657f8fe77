import { installationRequestEndpoints } from '@/contracts/endpoints/installation-requests';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import type { FaultReportFields } from '@/contracts/installation-requests';
import { call } from '@/lib/api/call';

/** The public serial check: a unit by its serial and its settlement's name (404 when either does not match). */
export const fetchWarrantyUnit = (serial: string, city: string) => call(installationEndpoints.warrantyUnit, { query: { serial, city } });

/**
 * A fault reported from a unit's label: the fields, then the photos, in one multipart request (the reporter has no
 * account to upload to first). `onProgress` hears the share of the body sent so far (0..1).
 */
export async function reportFault(token: string, fields: FaultReportFields, photos: File[], onProgress: (share: number) => void) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) body.append('photos', photo, photo.name);
  return call(installationRequestEndpoints.reportFault, { params: { token }, body }, { onUploadProgress: onProgress });
}
