import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import uk from '@/messages/uk.json';
import { cities, cityMarkers, servicePoints } from './data';
import { insideOutline, mapHeight, mapWidth, project } from './geo';

const locales = { uk, en, pl };

describe('service points', () => {
  it('has at least 10 points, every city has one, ids are unique', () => {
    expect(servicePoints.length).toBeGreaterThanOrEqual(10);
    expect(new Set(servicePoints.map((p) => p.id)).size).toBe(servicePoints.length);
    for (const city of cities) expect(servicePoints.some((p) => p.city === city)).toBe(true);
  });

  it.each(Object.entries(locales))('has a name, an address, a city and service names in %s', (_, messages) => {
    const place = messages.pages.place as {
      points: Record<string, { name: string; address: string }>;
      cities: Record<string, string>;
      services: Record<string, string>;
    };
    for (const point of servicePoints) {
      expect(place.points[point.id]?.name, point.id).toBeTruthy();
      expect(place.points[point.id]?.address, point.id).toBeTruthy();
      expect(place.cities[point.city], point.city).toBeTruthy();
      for (const service of point.services) expect(place.services[service], service).toBeTruthy();
    }
  });

  it('places every point inside the outline of Ukraine and inside the map', () => {
    for (const point of servicePoints) {
      expect(insideOutline(point.lat, point.lng), point.id).toBe(true);
      const { x, y } = project(point.lat, point.lng);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapHeight);
    }
  });

  it('the outline test tells inside from outside', () => {
    expect(insideOutline(50.45, 30.52)).toBe(true); // Kyiv
    expect(insideOutline(44.95, 34.1)).toBe(true); // Simferopol, Crimea
    expect(insideOutline(52.23, 21.01)).toBe(false); // Warsaw
    expect(insideOutline(53.9, 27.57)).toBe(false); // Minsk
    expect(insideOutline(47.0, 28.86)).toBe(false); // Chisinau
    expect(insideOutline(45.5, 31.5)).toBe(false); // the Black Sea
  });

  it('puts a city with two points at their middle', () => {
    const kyiv = cityMarkers.find((m) => m.city === 'kyiv')!;
    expect(kyiv.count).toBe(2);
    expect(kyiv.lat).toBeCloseTo((50.4741 + 50.4036) / 2, 4);
  });
});
