import { buildId } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** The build the server runs now; clients compare it with the build they loaded (hourly update check). */
export function GET() {
  return Response.json({ buildId }, { headers: { 'cache-control': 'no-store' } });
}
