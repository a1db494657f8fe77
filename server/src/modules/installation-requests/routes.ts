import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { FAULT_REPORT_MAX_PHOTOS, FAULT_REPORT_PHOTO_MAX_BYTES, installationRequestRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { uploadedForm } from '../../lib/uploads';

/**
 * Requests for work over HTTP (service.ts holds the rules): a client sends and lists theirs, support lists
 * all, takes and declines them (the installations wizard links the draft made for one), a dealer's people list those
 * about their company's installations; anyone who scans a unit's label reports a fault (fault-reports.ts).
 */
const routes: FastifyPluginAsync = async (app) => {
  const { installationRequests: s } = app.services;
  // The fault report's three fields and up to three photos (a byte more than the limit tells a larger one).
  await app.register(multipart, { limits: { fileSize: FAULT_REPORT_PHOTO_MAX_BYTES, files: FAULT_REPORT_MAX_PHOTOS, fields: 3, fieldSize: 4000, parts: 6 } });
  const route = routesOf(app, 'installation-requests');

  route(
    r.reportFault,
    { summary: 'Report a fault from a unit’s label (anyone; name, phone, description, up to 3 photos of 10 MB); support and the dealer are notified' },
    async (req) => s.reportFault(req.user ?? null, req.params.token, await uploadedForm(req, 'photos'), req.ip, req.query.lang),
  );
  route(r.photo, { summary: 'A photo sent with a fault report' }, async (req, reply) =>
    sendFile(reply, await s.photo(req.user!, req.params.id, req.params.index)),
  );

  route(r.create, { summary: 'A client’s request for work (find an installer); support is notified' }, async (req) => {
    return s.create(req.user!, req.body, req.t, req.query.lang);
  });
  route(r.list, { summary: 'Requests for work: the client’s own, all for support; newest first, by status' }, async (req) =>
    s.list(req.user!, req.query, req.t, req.query.lang, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(r.read, { summary: 'One request for work' }, async (req) => s.read(req.user!, req.params.id, req.t, req.query.lang));
  route(r.take, { summary: 'Support takes a request (the client is told)' }, async (req) => s.take(req.user!, req.params.id, req.t, req.query.lang));
  route(r.decline, { summary: 'Support declines a request with a reason (the client is told)' }, async (req) =>
    s.decline(req.user!, req.params.id, req.body.reason, req.t, req.query.lang),
  );
};

export default routes;
