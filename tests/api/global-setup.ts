import type { TestProject } from 'vitest/node';
import { createSeededDatabase } from './seeded-database';

/** Seeds one database for the run; every startServer copies it (tests/api/seeded-database.ts). */
export default async function setup(project: TestProject) {
  const { seeded, remove } = await createSeededDatabase(process.env.TEST_DATABASE_URL);
  project.provide('seededDatabase', seeded);
  return remove;
}
