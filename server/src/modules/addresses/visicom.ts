import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/** What a geocoder adds to a settlement found in the codifier: its own id, or null when it does not know it. */
export type Geocoder = { idsOf: (search: string, places: readonly Place[]) => Promise<(string | null)[]> };
export type Place = { name: string; region: string; area: string | null };

type Options = { url: string; key: string; timeoutMs: number; fetch?: typeof fetch };

// Visicom Data API 5 answers one match as a Feature and several as a FeatureCollection.
const featureSchema = z.object({
  id: z.string(),
  properties: z.looseObject({ name: z.string(), level1: z.string().optional(), level2: z.string().optional() }),
});
const answerSchema = z.union([z.object({ features: z.array(featureSchema) }), featureSchema.transform((feature) => ({ features: [feature] }))]);
type Feature = z.infer<typeof featureSchema>;

const fold = (text: string) =>
  text
    .toLocaleLowerCase('uk')
    .replace(/[’'ʼ`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** "Київська область" and "Київська" name the same region; so do "Броварський район" and "Броварський". */
const sameUnit = (visicom: string | undefined, ours: string | null) => !visicom || !ours || fold(visicom).startsWith(fold(ours));

/**
 * The optional Visicom adapter (`visicomId` in contracts/addresses.ts), switched on by VISICOM_API_KEY. It asks Visicom
 * for settlements matching the typed text once per text (kept for an hour), then gives each suggestion
 * the id of the feature with its name, region and district. Suggestions never wait on it beyond
 * `timeoutMs` and never fail because of it: a slow or failing geocoder leaves `visicomId` null.
 */
export function visicomGeocoder({ url, key, timeoutMs, fetch: fetchImpl = fetch }: Options): Geocoder {
  const cache = new LRUCache<string, Feature[]>({ max: 2000, ttl: 60 * 60 * 1000 });

  async function featuresOf(search: string): Promise<Feature[]> {
    const cached = cache.get(search);
    if (cached) return cached;
    const query = new URLSearchParams({ text: search, categories: 'adm_settlement', limit: '50', key });
    const response = await fetchImpl(`${url}/uk/geocode.json?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Visicom answered ${response.status}`);
    const text = await response.text();
    // An empty answer is how Visicom says "nothing found".
    const features = text.trim() ? answerSchema.parse(JSON.parse(text)).features : [];
    cache.set(search, features);
    return features;
  }

  return {
    async idsOf(search, places) {
      if (!places.length) return [];
      const features = await featuresOf(fold(search)).catch(() => null);
      return places.map(
        (place) =>
          features?.find(
            (f) => fold(f.properties.name) === fold(place.name) && sameUnit(f.properties.level1, place.region) && sameUnit(f.properties.level2, place.area),
          )?.id ?? null,
      );
    },
  };
}
