import type { FastifyPluginAsync } from 'fastify';
import { fgasRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { routesOf } from '../../lib/route';

/** The F-gas logbook over HTTP (service.ts holds the rules, docs/decisions/0049-fgas-logbook.md). */
const routes: FastifyPluginAsync = async (app) => {
  const { fgas: s } = app.services;
  const route = routesOf(app, 'fgas');

  route(r.logbook, { summary: 'The refrigerant circuits of an installation: leak check rule, next check due, entries' }, async (req) =>
    s.logbook(req.user!, req.params.id),
  );
  route(r.addCircuit, { summary: 'The job’s installer (with a valid F-gas certificate) adds a refrigerant circuit' }, async (req) =>
    s.addCircuit(req.user!, req.params.id, req.body),
  );
  route(r.addEntry, { summary: 'Appends a logbook entry (leak check, repair, refrigerant added or recovered, decommissioning)' }, async (req) =>
    s.addEntry(req.user!, req.params.id, req.body),
  );
  route(r.croCard, { summary: 'The circuit’s equipment card in the shape of the CRO card, PDF or CSV' }, async (req, reply) =>
    sendFile(reply, await s.croCard(req.user!, req.params.id, req.query.format, req.query.lang)),
  );
  route(r.certificate, { summary: 'The installer’s F-gas certificate, or null' }, async (req) => s.certificate(req.user!));
  route(r.setCertificate, { summary: 'Saves the installer’s F-gas certificate' }, async (req) => s.setCertificate(req.user!, req.body));
};

export default routes;
