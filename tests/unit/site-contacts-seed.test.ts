import { describe, expect, it } from 'vitest';
import { locales } from '@/contracts/common';
import { siteContactsSchema } from '@/contracts/site-contacts';
import { insideOutline, mapHeight, mapWidth, project } from '@/features/service-points/geo';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import uk from '@/messages/uk.json';
import { siteContactsSeed } from '../../server/src/modules/info-pages/seed/site-contacts';

const messages = { uk, en, pl };

/** The first version of the contact details (seeded in production too) against what the web draws with it. */
describe('the seeded service points', () => {
  it('are the document’s shape', () => {
    expect(siteContactsSchema.safeParse(siteContactsSeed).success).toBe(true);
  });

  it('name every service in every language', () => {
    for (const lang of locales)
      for (const point of siteContactsSeed.servicePoints)
        for (const service of point.services) expect(messages[lang].pages.place.services[service], service).toBeTruthy();
  });

  it('lie inside the outline of Ukraine and inside the map', () => {
    for (const point of siteContactsSeed.servicePoints) {
      expect(insideOutline(point.lat, point.lng), point.id).toBe(true);
      const { x, y } = project(point.lat, point.lng);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapHeight);
    }
  });
});
