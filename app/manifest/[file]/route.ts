import { locales } from '@/contracts/constants';
import { localeOfManifest, manifestFile, webAppManifest } from '@/features/pwa';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => locales.map((locale) => ({ file: manifestFile(locale) }));

/** /manifest/{locale}.webmanifest (features/pwa/manifest.ts). */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = localeOfManifest((await params).file);
  if (!locale) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(await webAppManifest(locale)), { headers: { 'content-type': 'application/manifest+json' } });
}
