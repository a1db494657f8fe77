import type { FastifyPluginAsync } from 'fastify';
import { commissioningRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { routesOf } from '../../lib/route';

/** The commissioning report over HTTP (service.ts holds the rules, docs/decisions/0051-commissioning-report.md). */
const routes: FastifyPluginAsync = async (app) => {
  const { commissioning: s } = app.services;
  const route = routesOf(app, 'commissioning');

  route(r.commissioning, { summary: 'The commissioning report of each outdoor unit of a job, judged against its model' }, async (req) =>
    s.view(req.user!, req.params.id, req.query.lang),
  );
  route(r.saveCommissioning, { summary: 'Saves an outdoor unit’s measured values (after signing: a change for the client to sign)' }, async (req) =>
    s.save(req.user!, req.params.id, req.params.serial, req.body, req.query.lang),
  );
  route(r.commissioningReport, { summary: 'The commissioning report as a PDF in the client’s language' }, async (req, reply) => {
    const { pdf, filename } = await s.pdf(req.user!, req.params.id);
    return sendFile(reply, { name: filename, mime: 'application/pdf', body: pdf });
  });
};

export default routes;
