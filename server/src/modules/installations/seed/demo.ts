import type { Seeder } from '../../../db/seed';

export const demoInstallationsSeeder: Seeder = {
  name: 'demo-installations',
  demo: true,
  async run() {},
};
