import { describe, expect, it } from 'vitest';
import type { ServicePoint } from './cities';
import { cityMarkersOf } from './cities';
import { insideOutline } from './geo';

const point = (id: string, city: string, lat: number, lng: number): ServicePoint => ({
  id,
  city,
  name: id,
  address: id,
  lat,
  lng,
  phone: '+380 44 390 55 10',
  hours: { weekdays: { from: '09:00', to: '18:00' }, saturday: null, sunday: null },
  services: ['repair'],
});

describe('service points on the map', () => {
  it('gives a city one marker, in the order of its first point, at the middle of its points', () => {
    const markers = cityMarkersOf([
      point('podil', 'Kijów', 50.4741, 30.5047),
      point('lviv', 'Lwów', 49.8262, 23.9718),
      point('left', 'Kijów', 50.4036, 30.6389),
    ]);
    expect(markers.map((m) => [m.city, m.count])).toEqual([
      ['Kijów', 2],
      ['Lwów', 1],
    ]);
    expect(markers[0].lat).toBeCloseTo((50.4741 + 50.4036) / 2, 4);
    expect(markers[0].lng).toBeCloseTo((30.5047 + 30.6389) / 2, 4);
  });

  it('the outline test tells inside from outside', () => {
    expect(insideOutline(50.45, 30.52)).toBe(true); // Kyiv
    expect(insideOutline(44.95, 34.1)).toBe(true); // Simferopol, Crimea
    expect(insideOutline(52.23, 21.01)).toBe(false); // Warsaw
    expect(insideOutline(53.9, 27.57)).toBe(false); // Minsk
    expect(insideOutline(47.0, 28.86)).toBe(false); // Chisinau
    expect(insideOutline(45.5, 31.5)).toBe(false); // the Black Sea
  });
});
