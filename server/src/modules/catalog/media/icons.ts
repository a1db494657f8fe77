import type { GroupSlug } from '../seed/series';

/** Line icons of the catalogue groups, 48×48, one stroke colour. */
const paths: Record<GroupSlug, string> = {
  'wall-split': '<rect x="4" y="12" width="40" height="14" rx="4"/><path d="M8 22h32"/><path d="M14 32c0 3-2 4-2 7M24 32c0 3-2 4-2 7M34 32c0 3-2 4-2 7"/>',
  'multi-split':
    '<rect x="4" y="6" width="18" height="8" rx="2"/><rect x="4" y="20" width="18" height="8" rx="2"/><rect x="4" y="34" width="18" height="8" rx="2"/><rect x="30" y="14" width="14" height="20" rx="2"/><circle cx="37" cy="24" r="4"/><path d="M22 10h4v28h-4M26 24h4"/>',
  cassette:
    '<rect x="6" y="6" width="36" height="36" rx="4"/><rect x="15" y="15" width="18" height="18" rx="2"/><path d="M10 10h28M10 38h28M10 10v28M38 10v28"/>',
  duct: '<path d="M4 18l6-6h34l-6 6z"/><rect x="4" y="18" width="34" height="14"/><path d="M38 18l6-6v14l-6 6"/><path d="M8 22h10M8 26h10"/>',
  'floor-ceiling': '<rect x="4" y="14" width="40" height="20" rx="4"/><path d="M8 20h32M8 24h32"/><rect x="32" y="27" width="7" height="4" rx="1"/>',
  'heat-pump-air-water':
    '<rect x="4" y="10" width="26" height="26" rx="3"/><circle cx="17" cy="23" r="8"/><path d="M17 15v16M9 23h16"/><path d="M36 14c4 4 4 8 0 12s-4 8 0 12"/><path d="M42 14c4 4 4 8 0 12"/>',
  'heat-pump-air-air':
    '<rect x="4" y="8" width="40" height="12" rx="3"/><path d="M8 16h32"/><path d="M16 26c-4 4 4 6 0 12M24 26c-4 4 4 6 0 12M32 26c-4 4 4 6 0 12"/>',
  accessories: '<path d="M30 6a8 8 0 0 0-7 11L7 33a4 4 0 0 0 6 6l16-16a8 8 0 0 0 11-7l-5 2-4-4 2-5z"/><circle cx="10" cy="36" r="1.5"/>',
};

export function groupIconSvg(slug: GroupSlug): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="#1F6FB2" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${paths[slug]}</svg>`;
}
