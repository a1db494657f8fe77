import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  adminGroupRoutes,
  adminProductRoutes,
  adminPropertyRoutes,
  CATALOG_IMPORT_MAX_BYTES,
  catalogImportRoutes,
  catalogModelRoutes,
} from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { uploadedNamedFile } from '../../lib/uploads';

/** The back-office's catalogue import and products over HTTP (area `admin`: support only, 403 for any other role). */
const routes: FastifyPluginAsync = async (app) => {
  const { catalogAdmin } = app.services;
  await app.register(multipart, { limits: { fileSize: CATALOG_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const route = routesOf(app, 'catalog-import');

  route(
    catalogImportRoutes.check,
    {
      summary: 'Check a catalogue file (.json or .csv, docs/catalog-import.md) and answer the report: what it would create and change, and every bad row',
      description: 'Nothing is written. A file that is not .json or .csv, or does not parse, is a 422 on `file`.',
    },
    async (req) => catalogAdmin.checkImport(await uploadedNamedFile(req, 'file'), req.t),
  );
  route(
    catalogImportRoutes.apply,
    {
      summary: 'Import a catalogue file: checked again, then written in one transaction with its audit entry; the shop shows it within seconds',
      description: 'A file with any issue is a 422 on `file` listing each ("where: field: message"), and nothing changes.',
    },
    async (req) => catalogAdmin.applyImport(req.user!, await uploadedNamedFile(req, 'file'), req.t),
  );

  route(adminProductRoutes.list, { summary: 'Every product, archived ones too, by SKU, searched by SKU or name in the request’s language' }, async (req) =>
    catalogAdmin.adminProducts(req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(
    adminProductRoutes.create,
    { summary: 'Add a product: SKU, group, kind, series, price, guarantee, names and descriptions (photos and details follow by PATCH)' },
    async (req) => catalogAdmin.createProduct(req.user!, req.body, req.t),
  );
  route(adminProductRoutes.product, { summary: 'A product’s price, guarantee, state, and its names and descriptions in every language' }, async (req) =>
    catalogAdmin.adminProduct(req.params.id),
  );
  route(
    adminProductRoutes.update,
    {
      summary: 'Change a product’s price, guarantee, names, descriptions, photos or details, or archive or restore it; the shop shows it within seconds',
      description: 'The change goes through the catalogue import’s checks and writer as a one-row file; a refusal is a 422 per field.',
    },
    async (req) => catalogAdmin.updateProduct(req.user!, req.params.id, req.body, req.t),
  );

  route(
    adminGroupRoutes.list,
    { summary: 'The catalogue groups in the menu’s order, with their names in every language and how many products each has' },
    async () => catalogAdmin.adminGroups(),
  );
  route(
    adminGroupRoutes.create,
    {
      summary: 'Add a group to the catalogue menu: its address, names in the three languages, place and SVG icon (the import’s checks and writer)',
      description: 'The icon is an SVG document’s text; it is kept without scripts, event handlers, embedded HTML or outside references.',
    },
    async (req) => catalogAdmin.createGroup(req.user!, req.body, req.t),
  );
  route(
    adminGroupRoutes.update,
    { summary: 'Rename a group in the three languages, move it in the menu or give it a new SVG icon (the import’s checks and writer)' },
    async (req) => catalogAdmin.updateGroup(req.user!, req.params.id, req.body, req.t),
  );
  route(
    adminGroupRoutes.remove,
    { summary: 'Remove an empty group', description: '409 `groupHasProducts` (with how many) while any product, archived ones too, belongs to it.' },
    async (req) => catalogAdmin.removeGroup(req.user!, req.params.id),
  );
  route(
    adminPropertyRoutes.list,
    { summary: 'The filter properties in their order, with their names in every language and how many values each has' },
    async () => catalogAdmin.adminProperties(),
  );
  route(
    adminPropertyRoutes.create,
    { summary: 'Add a filter property: its code, names in the three languages and place (the import’s checks and writer)' },
    async (req) => catalogAdmin.createProperty(req.user!, req.body, req.t),
  );
  route(adminPropertyRoutes.update, { summary: 'Rename a filter property in the three languages or move it (the import’s checks and writer)' }, async (req) =>
    catalogAdmin.updateProperty(req.user!, req.params.id, req.body, req.t),
  );
  route(
    adminPropertyRoutes.values,
    { summary: 'A filter’s values in their order, with their labels in every language and how many products have each' },
    async (req) => catalogAdmin.propertyValues(req.params.id),
  );
  route(
    adminPropertyRoutes.updateValue,
    { summary: 'Label a filter’s value in the three languages or move it inside the filter; the shop’s filters show it within seconds' },
    async (req) => catalogAdmin.updatePropertyValue(req.user!, req.params.id, req.params.valueId, req.body),
  );

  route(
    catalogModelRoutes.spec,
    {
      summary: 'An outdoor model’s data for the commissioning report: refrigerant, factory charge, the line it covers, the manufacturer’s ranges (SI)',
      description: '`spec: null` while it has none (the report then uses the portal’s ranges); 404 for a model no outdoor block names.',
    },
    async (req) => catalogAdmin.modelSpec(req.params.model),
  );
  route(
    catalogModelRoutes.putSpec,
    {
      summary: 'Set an outdoor model’s data (replaces it whole); every product with the model shares it',
      description: 'Values in SI: kg, m, kg/m, Pa, s, K, V, A. A refusal is a 422 per field, nothing written; 404 for a model no outdoor block names.',
    },
    async (req) => catalogAdmin.putModelSpec(req.user!, req.params.model, req.body),
  );
  route(
    catalogModelRoutes.removeSpec,
    { summary: 'Remove an outdoor model’s data: its commissioning reports are then judged by the portal’s ranges only' },
    async (req) => catalogAdmin.removeModelSpec(req.params.model),
  );
};

export default routes;
