import { describe, expect, it } from 'vitest';
import { furthest, neighbours, reachedWith, stepToShow } from './constants';

describe('wizard step order', () => {
  it('resumes a draft at the first step it has not saved', () => {
    expect(stepToShow('new', null)).toBe('common');
    expect(stepToShow('new', 'common')).toBe('installer');
    expect(stepToShow('new', 'address')).toBe('products');
    expect(stepToShow('completed', 'common')).toBe('barcodes');
    expect(stepToShow('completed', 'details')).toBe('details');
  });

  it('shows a step asked for in the URL only once it is reachable', () => {
    expect(stepToShow('new', 'address', 'installer')).toBe('installer');
    expect(stepToShow('new', 'address', 'products')).toBe('products');
    expect(stepToShow('new', 'common', 'details')).toBe('installer');
    // The completed-installation wizard has no products step; the new one has no barcodes step.
    expect(stepToShow('completed', 'address', 'products')).toBe('details');
    expect(stepToShow('new', 'common', 'barcodes')).toBe('installer');
  });

  it('knows the neighbours of a step', () => {
    expect(neighbours('new', 'common')).toEqual({ previous: undefined, next: 'installer' });
    expect(neighbours('completed', 'barcodes')).toEqual({ previous: 'common', next: 'installer' });
    expect(neighbours('new', 'details')).toEqual({ previous: 'products', next: undefined });
  });

  it('counts a step kept on this device as reached, never going back', () => {
    expect(furthest('completed', 'barcodes', 'address')).toBe('address');
    expect(furthest('new', 'products', 'address')).toBe('products');
    expect(furthest('new', null, 'common')).toBe('common');
  });

  it('counts the steps still waiting on this device, by their paths, as reached', () => {
    expect(reachedWith('new', 'products', ['/web/installations/5/address', '/web/installations/5/details'])).toBe('details');
    expect(reachedWith('completed', 'common', ['/web/installations/completed/5/barcodes', '/web/installations/5/photos'])).toBe('barcodes');
    expect(reachedWith('new', 'installer', [])).toBe('installer');
  });
});
