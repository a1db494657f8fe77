import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { ProductTile } from './product-tile';

// The locale-aware path helper needs the app router; the tile's link target is not what is tested here.
vi.mock('@/i18n/navigation', () => ({ getPathname: ({ href }: { href: string }) => href }));

const product = {
  id: 7,
  name: 'Orbit ORB-07HRN1',
  photo: '/storage/orb.webp',
  price: 21_999,
  oldPrice: null,
  series: 'Orbit',
  sku: 'ORB-07HRN1',
  coolingKw: 2.1,
  area: 20,
  energyClass: 'A++',
};

describe('ProductTile', () => {
  it.each([
    ['uk', '2,1 кВт'],
    ['pl', '2,1 kW'],
    ['en', '2.1 kW'],
  ] as const)('writes the capacity with the decimal sign of %s, as the filters and specifications do', (locale, capacity) => {
    renderWithIntl(<ProductTile product={product} />, { locale });
    expect(screen.getByRole('list')).toHaveTextContent(capacity);
  });
});
