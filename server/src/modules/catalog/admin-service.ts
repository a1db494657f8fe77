import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import type { UploadsService } from '../uploads';
import { createGroupAdmin } from './admin-groups';
import { createCatalogImport } from './admin-import';
import { createProductAdmin } from './admin-products';
import { createPropertyAdmin } from './admin-properties';
import { createModelSpecAdmin } from './model-specs';

/** The back-office's part of the catalogue: the import of a file, the products one at a time, the groups and the filter properties with their values (each change logged), and the outdoor models' data. */
export function createCatalogAdmin(deps: {
  db: Db;
  storage: Storage;
  audit: Pick<AuditService, 'record'>;
  uploads: Pick<UploadsService, 'claim' | 'mediaRef' | 'putMedia' | 'uploadKeyOf' | 'release'>;
}) {
  return { ...createCatalogImport(deps), ...createProductAdmin(deps), ...createGroupAdmin(deps), ...createPropertyAdmin(deps), ...createModelSpecAdmin(deps) };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
