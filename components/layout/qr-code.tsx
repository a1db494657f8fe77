import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

/**
 * The SVGs drawn lately: the footer draws the same two store links (site contacts) on every page, and drawing them took
 * about a millisecond of each request (bench/README.md, signed-in pages).
 */
const drawn = new LRUCache<string, string>({
  max: 16,
  fetchMethod: (value) => QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } }),
});
const svgOf = async (value: string) => (await drawn.fetch(value))!;

/** A real, scannable QR code rendered on the server as inline SVG. */
export async function QrCode({ value, label, size = 96 }: { value: string; label: string; size?: number }) {
  const svg = await svgOf(value);
  return (
    <span
      role="img"
      aria-label={label}
      className="block overflow-hidden rounded-lg bg-white"
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', `<svg width="${size}" height="${size}" `) }}
    />
  );
}
