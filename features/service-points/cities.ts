import type { ServicePointView } from '@/contracts/site-contacts';

/** A service point in the reader's language (contracts/site-contacts.ts). */
export type ServicePoint = ServicePointView;
export type CityMarker = { city: string; count: number; lat: number; lng: number };

/** The cities in the order of their first point, each one map marker at the mean position of its points. */
export function cityMarkersOf(points: readonly ServicePoint[]): CityMarker[] {
  const byCity = new Map<string, ServicePoint[]>();
  for (const point of points) byCity.set(point.city, [...(byCity.get(point.city) ?? []), point]);
  return [...byCity].map(([city, inCity]) => ({
    city,
    count: inCity.length,
    lat: inCity.reduce((sum, p) => sum + p.lat, 0) / inCity.length,
    lng: inCity.reduce((sum, p) => sum + p.lng, 0) / inCity.length,
  }));
}
