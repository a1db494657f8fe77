import type { Messages } from 'next-intl';
import type { OpeningHours } from '@/lib/site-config';

export type ServiceKey = 'installation' | 'maintenance' | 'repair' | 'warranty' | 'heatPumps' | 'showroom' | 'parts';

/** Cities in the order the filter lists them (their names are in messages: pages.place.cities). */
export const cities = ['kyiv', 'lviv', 'odesa', 'dnipro', 'kharkiv', 'zaporizhzhia', 'vinnytsia', 'poltava', 'ivanoFrankivsk', 'uzhhorod', 'rivne'] as const;
export type CityKey = (typeof cities)[number];

/** A service point; its name and address are in messages (pages.place.points.<id>). */
export type ServicePoint = {
  id: keyof Messages['pages']['place']['points'];
  city: CityKey;
  lat: number;
  lng: number;
  phone: string;
  hours: OpeningHours;
  services: ServiceKey[];
};

const office: OpeningHours = { weekdays: ['09:00', '19:00'], saturday: ['10:00', '16:00'], sunday: null };
const extended: OpeningHours = { weekdays: ['08:00', '20:00'], saturday: ['09:00', '18:00'], sunday: ['10:00', '16:00'] };
const short: OpeningHours = { weekdays: ['09:00', '18:00'], saturday: ['10:00', '15:00'], sunday: null };

export const servicePoints: ServicePoint[] = [
  {
    id: 'kyiv-podil',
    city: 'kyiv',
    lat: 50.4741,
    lng: 30.5047,
    phone: '+380 44 390 55 10',
    hours: extended,
    services: ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps', 'parts'],
  },
  {
    id: 'kyiv-left-bank',
    city: 'kyiv',
    lat: 50.4036,
    lng: 30.6389,
    phone: '+380 44 390 55 20',
    hours: office,
    services: ['installation', 'maintenance', 'repair', 'warranty', 'showroom'],
  },
  {
    id: 'lviv',
    city: 'lviv',
    lat: 49.8262,
    lng: 23.9718,
    phone: '+380 32 245 17 80',
    hours: extended,
    services: ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps', 'showroom'],
  },
  {
    id: 'odesa',
    city: 'odesa',
    lat: 46.4706,
    lng: 30.7062,
    phone: '+380 48 737 22 40',
    hours: office,
    services: ['installation', 'maintenance', 'repair', 'warranty', 'parts'],
  },
  {
    id: 'dnipro',
    city: 'dnipro',
    lat: 48.4433,
    lng: 35.0163,
    phone: '+380 56 790 31 15',
    hours: office,
    services: ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps'],
  },
  {
    id: 'kharkiv',
    city: 'kharkiv',
    lat: 50.0152,
    lng: 36.2274,
    phone: '+380 57 755 48 20',
    hours: short,
    services: ['maintenance', 'repair', 'warranty', 'parts'],
  },
  {
    id: 'zaporizhzhia',
    city: 'zaporizhzhia',
    lat: 47.8391,
    lng: 35.1372,
    phone: '+380 61 270 66 12',
    hours: short,
    services: ['installation', 'maintenance', 'repair', 'warranty'],
  },
  {
    id: 'vinnytsia',
    city: 'vinnytsia',
    lat: 49.2268,
    lng: 28.4153,
    phone: '+380 432 65 47 30',
    hours: office,
    services: ['installation', 'maintenance', 'warranty', 'heatPumps'],
  },
  {
    id: 'poltava',
    city: 'poltava',
    lat: 49.5883,
    lng: 34.5552,
    phone: '+380 532 61 28 90',
    hours: short,
    services: ['installation', 'maintenance', 'repair', 'warranty'],
  },
  {
    id: 'ivano-frankivsk',
    city: 'ivanoFrankivsk',
    lat: 48.9329,
    lng: 24.7197,
    phone: '+380 342 55 19 70',
    hours: office,
    services: ['installation', 'maintenance', 'warranty', 'heatPumps', 'showroom'],
  },
  {
    id: 'uzhhorod',
    city: 'uzhhorod',
    lat: 48.6281,
    lng: 22.3049,
    phone: '+380 312 61 40 25',
    hours: short,
    services: ['installation', 'maintenance', 'repair', 'warranty'],
  },
  {
    id: 'rivne',
    city: 'rivne',
    lat: 50.6273,
    lng: 26.2698,
    phone: '+380 362 62 33 50',
    hours: short,
    services: ['installation', 'maintenance', 'warranty', 'heatPumps'],
  },
];

/** One map marker per city, at the mean position of its points. */
export const cityMarkers = cities.map((city) => {
  const points = servicePoints.filter((p) => p.city === city);
  return {
    city,
    count: points.length,
    lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
    lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
  };
});
