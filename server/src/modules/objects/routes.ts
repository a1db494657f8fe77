import type { FastifyPluginAsync } from 'fastify';
import { objectRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { ensureDemoDocuments } from './seed/documents';

const CONTENT_TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * Building objects over HTTP (service.ts holds the rules): the `objects` area, the designer and the admin
 * (403 for every other role); another designer's object is 404.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { objects: s } = app.services;
  const route = routesOf(app, 'objects');
  // The demo objects' documents are drawn from code: (re)made into storage whenever it lacks them, their rows given their sizes.
  if (app.config.seedDemo) app.addHook('onReady', () => ensureDemoDocuments(app.storage, app.db));

  route(r.list, { summary: 'Building objects the user may see, newest first, with search and paging' }, async (req) =>
    s.list(req.user!, req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(r.create, { summary: 'A new building object of the designer' }, async (req) => {
    return s.create(req.user!, req.body);
  });
  route(r.groups, { summary: 'Equipment groups: the catalogue groups with products on sale' }, async (req) => s.groups(req.query.lang));
  route(r.types, { summary: 'Equipment types (product kinds) on sale, in a group or in all' }, async (req) => s.types(req.query.group, req.query.lang));
  route(r.products, { summary: 'Equipment products on sale by group, type and search, 10 a page' }, async (req) =>
    s.products(req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(r.show, { summary: 'One building object' }, async (req) => s.show(req.user!, req.params.id));
  route(r.update, { summary: 'Name, address and comment of an object' }, async (req) => s.update(req.user!, req.params.id, req.body));
  route(r.remove, { summary: 'Deletes an object with its equipment and documents' }, async (req) => s.remove(req.user!, req.params.id));
  route(r.equipments, { summary: 'The object’s equipment (with quantities and sums) and documents' }, async (req) =>
    s.equipments(req.user!, req.params.id, req.query.lang),
  );
  route(r.putEquipment, { summary: 'Adds a catalogue product to the object or changes its quantity' }, async (req) =>
    s.putEquipment(req.user!, req.params.id, req.params.productId, req.body.quantity, req.query.lang),
  );
  route(r.removeEquipment, { summary: 'Removes a product from the object' }, async (req) =>
    s.removeEquipment(req.user!, req.params.id, req.params.productId, req.query.lang),
  );
  route(r.addDocuments, { summary: 'Attaches the user’s own uploads (POST /temp-files paths) as documents, 20 MB each' }, async (req) =>
    s.addDocuments(req.user!, req.params.id, req.body.documents, req.query.lang),
  );
  route(r.document, { summary: 'A document’s bytes, to those who see the object' }, async (req, reply) => {
    const file = await s.document(req.user!, req.params.id, req.params.documentId);
    return sendFile(reply, { name: file.name, mime: file.mime, inline: file.inline, body: file.stream });
  });
  route(r.removeDocument, { summary: 'Removes a document of the object' }, async (req) =>
    s.removeDocument(req.user!, req.params.id, req.params.documentId, req.query.lang),
  );
  route(r.specification, { summary: 'The equipment specification as a PDF or a spreadsheet, in the request’s language' }, async (req, reply) => {
    const { bytes, filename } = await s.specification(req.user!, req.params.id, req.query.format, req.t, req.query.lang);
    return sendFile(reply, { name: filename, mime: CONTENT_TYPES[req.query.format], body: bytes });
  });
};

export default routes;
