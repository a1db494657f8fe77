import type { Seeder } from './index';

/** Seeders in the order they run. Each feature adds its own here. */
export const seeders: Seeder[] = [];
