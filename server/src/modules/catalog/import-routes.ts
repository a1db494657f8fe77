import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOG_IMPORT_MAX_BYTES, catalogImportRoutes } from '../../../../contracts';
import { routesOf } from '../../lib/route';
import { uploadedNamedFile } from '../../lib/uploads';

/** The back-office's catalogue import over HTTP (area `admin`: support only, 403 for any other role). */
const routes: FastifyPluginAsync = async (app) => {
  const { catalogImport } = app.services;
  await app.register(multipart, { limits: { fileSize: CATALOG_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const route = routesOf(app, 'catalog-import');

  route(
    catalogImportRoutes.check,
    {
      summary: 'Check a catalogue file (.json or .csv, docs/catalog-import.md) and answer the report: what it would create and change, and every bad row',
      description: 'Nothing is written. A file that is not .json or .csv, or does not parse, is a 422 on `file`.',
    },
    async (req) => catalogImport.checkImport(await uploadedNamedFile(req, 'file'), req.t),
  );
  route(
    catalogImportRoutes.apply,
    {
      summary: 'Import a catalogue file: checked again, then written in one transaction with its audit entry; the shop shows it within seconds',
      description: 'A file with any issue is a 422 on `file` listing each ("where: field: message"), and nothing changes.',
    },
    async (req) => catalogImport.applyImport(req.user!, await uploadedNamedFile(req, 'file'), req.t),
  );
};

export default routes;
