/**
 * Product pictures drawn by the project: one SVG per unit type, tinted with the series colour and
 * labelled with the series name. Rendered to WebP by render.ts.
 */

export type Drawing =
  | 'wall'
  | 'outdoor'
  | 'multi-outdoor'
  | 'cassette'
  | 'duct'
  | 'floor'
  | 'monobloc'
  | 'hydro'
  | 'remote'
  | 'controller'
  | 'wifi'
  | 'bracket'
  | 'pump'
  | 'pipes'
  | 'tank'
  | 'filter'
  | 'cover'
  | 'box'
  | 'placeholder';

export type DrawingSpec = { drawing: Drawing; color: string; label: string };

export const WIDTH = 800;
export const HEIGHT = 600;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Perceived brightness 0..1 of a #rrggbb colour, to pick readable text on it. */
const brightness = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
};
const ink = (hex: string) => (brightness(hex) > 0.55 ? '#3A4049' : '#E8EBEF');

const shade = (hex: string, amount: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`;
};

const text = (x: number, y: number, value: string, size: number, fill: string, anchor = 'middle', weight = 600) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="1">${escapeXml(value)}</text>`;

const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#1B2330" opacity="0.12"/>`;

const body = (x: number, y: number, w: number, h: number, r: number, color: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#body)" stroke="${shade(color, -0.18)}" stroke-width="2"/>`;

const grille = (cx: number, cy: number, r: number) => {
  const rings = [1, 0.78, 0.56, 0.34].map((k) => `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="#5C6470" stroke-width="3"/>`);
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + r * Math.cos(a)).toFixed(1)}" y2="${(cy + r * Math.sin(a)).toFixed(1)}" stroke="#5C6470" stroke-width="2"/>`;
  });
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2E343D" opacity="0.9"/>${spokes.join('')}${rings.join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#8A929D"/>`;
};

const vents = (x: number, y: number, w: number, count: number, gap: number, color = '#9AA2AD') =>
  Array.from({ length: count }, (_, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="4" rx="2" fill="${color}"/>`).join('');

function unit(spec: DrawingSpec): string {
  const { color, label } = spec;
  const t = ink(color);
  switch (spec.drawing) {
    case 'wall':
      return [
        shadow(400, 430, 300),
        body(110, 210, 580, 170, 38, color),
        `<rect x="130" y="330" width="540" height="30" rx="14" fill="${shade(color, -0.22)}"/>`,
        vents(150, 340, 500, 2, 9, shade(color, -0.35)),
        `<rect x="560" y="250" width="86" height="34" rx="8" fill="#1E2329"/>`,
        text(603, 275, '22°', 20, '#56D1FF'),
        text(160, 262, label.toUpperCase(), 22, t, 'start'),
      ].join('');
    case 'outdoor':
      return [
        shadow(400, 505, 260),
        body(170, 150, 460, 340, 14, '#E6E8EB'),
        grille(330, 320, 125),
        vents(490, 190, 110, 14, 18),
        `<rect x="490" y="450" width="110" height="24" rx="4" fill="${color}" stroke="#9AA2AD"/>`,
        text(545, 467, label.toUpperCase(), 12, ink(color)),
      ].join('');
    case 'multi-outdoor':
      return [
        shadow(400, 560, 230),
        body(200, 40, 400, 500, 14, '#E6E8EB'),
        grille(350, 170, 105),
        grille(350, 400, 105),
        vents(480, 80, 95, 22, 18),
        `<rect x="478" y="500" width="100" height="22" rx="4" fill="${color}" stroke="#9AA2AD"/>`,
        text(528, 516, label.toUpperCase(), 11, ink(color)),
      ].join('');
    case 'cassette':
      return [
        shadow(400, 540, 250),
        body(190, 90, 420, 420, 26, color),
        `<rect x="270" y="170" width="260" height="260" rx="10" fill="${shade(color, -0.08)}" stroke="${shade(color, -0.2)}"/>`,
        vents(290, 190, 220, 12, 20, shade(color, -0.25)),
        `<rect x="220" y="120" width="360" height="22" rx="8" fill="${shade(color, -0.3)}"/>`,
        `<rect x="220" y="458" width="360" height="22" rx="8" fill="${shade(color, -0.3)}"/>`,
        `<rect x="220" y="150" width="22" height="300" rx="8" fill="${shade(color, -0.3)}"/>`,
        `<rect x="558" y="150" width="22" height="300" rx="8" fill="${shade(color, -0.3)}"/>`,
        text(400, 500, label.toUpperCase(), 14, t),
      ].join('');
    case 'duct':
      return [
        shadow(400, 440, 330),
        `<polygon points="110,250 190,200 700,200 620,250" fill="${shade(color, 0.12)}" stroke="${shade(color, -0.2)}" stroke-width="2"/>`,
        `<polygon points="620,250 700,200 700,340 620,390" fill="${shade(color, -0.12)}" stroke="${shade(color, -0.2)}" stroke-width="2"/>`,
        body(110, 250, 510, 140, 6, color),
        `<rect x="130" y="270" width="150" height="100" fill="#2E343D"/>`,
        vents(140, 280, 130, 8, 11, '#6B7480'),
        text(450, 330, label.toUpperCase(), 20, t),
      ].join('');
    case 'floor':
      return [
        shadow(400, 450, 320),
        body(100, 200, 600, 220, 24, color),
        `<rect x="130" y="220" width="540" height="50" rx="12" fill="${shade(color, -0.22)}"/>`,
        vents(150, 232, 500, 3, 12, shade(color, -0.35)),
        `<rect x="580" y="300" width="80" height="30" rx="6" fill="#1E2329"/>`,
        text(620, 321, '21°', 18, '#56D1FF'),
        text(150, 330, label.toUpperCase(), 20, t, 'start'),
      ].join('');
    case 'monobloc':
      return [
        shadow(400, 520, 300),
        body(110, 120, 580, 380, 18, '#F2F3F5'),
        grille(300, 310, 150),
        `<rect x="500" y="150" width="160" height="320" rx="10" fill="${shade(color, -0.04)}" stroke="#C9CED5"/>`,
        `<rect x="530" y="190" width="100" height="46" rx="6" fill="#1E2329"/>`,
        text(580, 220, '45°', 18, '#7CF29B'),
        text(580, 440, label.toUpperCase(), 14, ink(color)),
        `<rect x="150" y="500" width="60" height="14" fill="#7B838E"/><rect x="590" y="500" width="60" height="14" fill="#7B838E"/>`,
      ].join('');
    case 'hydro':
      return [
        shadow(400, 540, 170),
        body(270, 60, 260, 460, 16, color),
        `<rect x="330" y="120" width="140" height="70" rx="8" fill="#1E2329"/>`,
        text(400, 165, '55°', 26, '#FF9D5C'),
        text(400, 260, label.toUpperCase(), 15, t),
        `<rect x="310" y="520" width="16" height="50" fill="#C0563A"/><rect x="350" y="520" width="16" height="50" fill="#3A6FC0"/>`,
        `<rect x="434" y="520" width="16" height="50" fill="#C0563A"/><rect x="474" y="520" width="16" height="50" fill="#3A6FC0"/>`,
      ].join('');
    case 'remote':
      return [
        shadow(400, 560, 100),
        `<rect x="320" y="60" width="160" height="480" rx="60" fill="url(#body)" stroke="#C9CED5" stroke-width="2"/>`,
        `<rect x="345" y="110" width="110" height="90" rx="10" fill="#C9E8F5"/>`,
        text(400, 170, '24°', 34, '#1E2329'),
        ...[0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => `<circle cx="${358 + c * 42}" cy="${250 + r * 55}" r="15" fill="#D4D8DE"/>`).join('')),
        `<circle cx="400" cy="480" r="20" fill="${color === '#F4F5F7' ? '#4A90D9' : color}"/>`,
        text(400, 525, label.toUpperCase(), 11, '#3A4049'),
      ].join('');
    case 'controller':
      return [
        shadow(400, 500, 180),
        `<rect x="230" y="120" width="340" height="340" rx="30" fill="url(#body)" stroke="#C9CED5" stroke-width="2"/>`,
        `<rect x="270" y="160" width="260" height="170" rx="12" fill="#1E2329"/>`,
        text(400, 265, '21,5°', 52, '#56D1FF'),
        ...[0, 1, 2, 3].map((i) => `<circle cx="${295 + i * 70}" cy="385" r="18" fill="#D4D8DE"/>`),
        text(400, 440, label.toUpperCase(), 13, '#3A4049'),
      ].join('');
    case 'wifi':
      return [
        shadow(400, 460, 150),
        `<rect x="300" y="300" width="200" height="130" rx="16" fill="url(#body)" stroke="#C9CED5" stroke-width="2"/>`,
        ...[60, 100, 140].map(
          (r) =>
            `<path d="M ${400 - r * 0.8} ${280 - r * 0.2} A ${r} ${r} 0 0 1 ${400 + r * 0.8} ${280 - r * 0.2}" fill="none" stroke="#4A90D9" stroke-width="12" stroke-linecap="round"/>`,
        ),
        `<circle cx="400" cy="270" r="14" fill="#4A90D9"/>`,
        text(400, 375, label.toUpperCase(), 16, '#3A4049'),
      ].join('');
    case 'bracket':
      return [
        shadow(400, 480, 260),
        ...[190, 470].map(
          (x) =>
            `<path d="M ${x} 120 L ${x + 30} 120 L ${x + 30} 420 L ${x + 140} 420 L ${x + 140} 450 L ${x} 450 Z" fill="${shade('#8A929D', 0)}" stroke="#5C6470" stroke-width="3"/><line x1="${x + 30}" y1="180" x2="${x + 130}" y2="420" stroke="#5C6470" stroke-width="10"/>`,
        ),
        text(400, 540, label.toUpperCase(), 16, '#3A4049'),
      ].join('');
    case 'pump':
      return [
        shadow(400, 440, 170),
        `<rect x="290" y="250" width="220" height="160" rx="18" fill="url(#body)" stroke="#C9CED5" stroke-width="2"/>`,
        `<path d="M 290 300 C 200 300 200 200 130 200" fill="none" stroke="#8FB8D9" stroke-width="16" stroke-linecap="round"/>`,
        `<path d="M 510 300 C 600 300 600 160 680 160" fill="none" stroke="#8FB8D9" stroke-width="16" stroke-linecap="round"/>`,
        text(400, 340, label.toUpperCase(), 16, '#3A4049'),
      ].join('');
    case 'pipes':
      return [
        shadow(400, 470, 240),
        ...[150, 120, 90].map(
          (r, i) =>
            `<ellipse cx="400" cy="320" rx="${r * 1.5}" ry="${r}" fill="none" stroke="${i % 2 ? '#C8793F' : '#3B3F46'}" stroke-width="${i % 2 ? 12 : 26}"/>`,
        ),
        text(400, 540, label.toUpperCase(), 16, '#3A4049'),
      ].join('');
    case 'tank':
      return [
        shadow(400, 560, 150),
        `<rect x="290" y="70" width="220" height="470" rx="110" fill="url(#body)" stroke="#C9CED5" stroke-width="2"/>`,
        `<rect x="350" y="210" width="100" height="40" rx="6" fill="#1E2329"/>`,
        text(400, 237, '52°', 20, '#FF9D5C'),
        text(400, 330, label.toUpperCase(), 15, '#3A4049'),
      ].join('');
    case 'filter':
      return [
        shadow(400, 500, 220),
        `<rect x="200" y="130" width="400" height="330" rx="12" fill="#EEF1F4" stroke="#9AA2AD" stroke-width="6"/>`,
        ...Array.from({ length: 15 }, (_, i) => `<line x1="${220 + i * 26}" y1="140" x2="${220 + i * 26}" y2="450" stroke="#C3CAD3" stroke-width="2"/>`),
        ...Array.from({ length: 12 }, (_, i) => `<line x1="210" y1="${155 + i * 26}" x2="590" y2="${155 + i * 26}" stroke="#C3CAD3" stroke-width="2"/>`),
        text(400, 545, label.toUpperCase(), 16, '#3A4049'),
      ].join('');
    case 'cover':
      return [
        shadow(400, 470, 270),
        `<path d="M 150 230 L 400 140 L 650 230 L 650 260 L 150 260 Z" fill="#A7AFB9" stroke="#5C6470" stroke-width="3"/>`,
        `<rect x="200" y="260" width="400" height="190" rx="8" fill="#E6E8EB" stroke="#9AA2AD" stroke-width="2" opacity="0.7"/>`,
        text(400, 540, label.toUpperCase(), 16, '#3A4049'),
      ].join('');
    case 'box':
      return [
        shadow(400, 500, 240),
        `<polygon points="190,200 400,130 610,200 400,270" fill="#E2C79A" stroke="#A9875A" stroke-width="2"/>`,
        `<polygon points="190,200 400,270 400,480 190,410" fill="#D2B382" stroke="#A9875A" stroke-width="2"/>`,
        `<polygon points="400,270 610,200 610,410 400,480" fill="#C4A472" stroke="#A9875A" stroke-width="2"/>`,
        `<rect x="215" y="318" width="160" height="52" rx="4" fill="#FFFFFF" opacity="0.85"/>`,
        text(295, 350, label.toUpperCase(), 13, '#3A4049'),
      ].join('');
    case 'placeholder':
      return [shadow(400, 450, 200), body(250, 180, 300, 250, 24, color), text(400, 320, label.toUpperCase(), 20, t)].join('');
  }
}

export function drawingSvg(spec: DrawingSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F7F9FB"/><stop offset="1" stop-color="#E9EEF3"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(spec.color, 0.06)}"/><stop offset="1" stop-color="${shade(spec.color, -0.07)}"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${unit(spec)}
</svg>`;
}
