import QRCode from 'qrcode';

/** A real, scannable QR code rendered on the server as inline SVG. */
export async function QrCode({ value, label, size = 96 }: { value: string; label: string; size?: number }) {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } });
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
