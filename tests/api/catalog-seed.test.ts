import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/src/modules/catalog/seed/generate';

const { products } = generateCatalog().data;

describe('the seed catalogue', () => {
  it('gives ready-made sets the article number of their outdoor unit with a short set suffix, like any variant', () => {
    const sets = products.filter((p) => p.blocks.filter((b) => b.type === 'indoor').length > 1);
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      const outdoor = set.blocks.find((b) => b.type === 'outdoor')!.model.replace(/-O$/, '');
      expect(set.sku).toMatch(new RegExp(`^${outdoor}-K\\d$`));
    }
  });

  it('has no article number that reads as generated: short segments only', () => {
    for (const { sku } of products)
      expect(
        sku.split('-').every((segment) => segment.length <= 7),
        sku,
      ).toBe(true);
  });
});
