import type { FastifyPluginAsync } from 'fastify';
import { installationRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { routesOf } from '../../lib/route';

/**
 * Serials, completion with the client's code, grading, the certificate and the public warranty checks
 * over HTTP (completion-service.ts holds the rules). Completing is the assigned installer's (403 for
 * anyone else who sees the installation), grading the client's; the public routes reveal no personal data.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { completion: s } = app.services;
  const route = routesOf(app, 'installations');

  route(r.searchBarcodes, { summary: 'Each barcode → its catalogue product and block, or why it cannot be used' }, async (req) =>
    s.searchBarcodes(req.user!, req.body, req.t, req.query.lang),
  );
  route(r.getBarcodes, { summary: 'The registered units and whether the extended guarantee applies' }, async (req) =>
    s.getBarcodes(req.user!, req.params.id, req.t, req.query.lang),
  );
  route(r.putBarcodes, { summary: 'Registers the units by serial (422 for a serial registered elsewhere)' }, async (req) =>
    s.putBarcodes(req.user!, req.params.id, req.body, req.t, req.query.lang),
  );
  route(r.putCompletedBarcodes, { summary: 'Barcodes step of the completed-installation wizard' }, async (req) =>
    s.putCompletedBarcodes(req.user!, req.params.id, req.body, req.t, req.query.lang),
  );

  route(
    r.sendCode,
    { summary: 'Texts the client the code for the complete record or a change of the signed one (the assigned installer; again to resend)' },
    async (req) => s.sendCode(req.user!, req.params.id, req.ip, req.t, req.query.lang),
  );
  route(r.enterCode, { summary: "The client's code: the record it was sent for is signed (the job completed, or the change applied)" }, async (req) =>
    s.enterCode(req.user!, req.params.id, req.body.code, req.ip, req.t, req.query.lang),
  );
  route(r.confirm, { summary: 'The client grades a completed, signed job, once' }, async (req) =>
    s.confirm(req.user!, req.params.id, req.body, req.t, req.query.lang),
  );
  route(r.certificate, { summary: 'The warranty certificate (PDF, in the client’s language)' }, async (req, reply) => {
    const { pdf, filename } = await s.certificate(req.user!, req.params.id);
    return sendFile(reply, { name: filename, mime: 'application/pdf', body: pdf });
  });

  route(r.dealerCertificationCheck, { summary: "A dealer checks its installer's certification for the installation's type" }, async (req) =>
    s.dealerCheck(req.user!, req.body.installerId, req.body.installationId, req.t, req.query.lang),
  );
  route(r.installerCertificationCheck, { summary: 'An installer checks their own certification for a type' }, async (req) =>
    s.installerCheck(req.user!, req.body.certificationTypeId, req.body.workOrderType, req.t, req.query.lang),
  );

  route(r.unitLabels, { summary: 'A sheet of QR labels for the job’s units (PDF, in the client’s language)' }, async (req, reply) => {
    const { pdf, filename } = await s.unitLabels(req.user!, req.params.id, req.query.size);
    return sendFile(reply, { name: filename, mime: 'application/pdf', body: pdf });
  });
  route(r.unitByLabel, { summary: 'Public: what a unit’s label shows (no personal data); the job for its parties' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return s.unitByLabel(req.user ?? null, req.params.token, req.query.lang);
  });

  route(r.warrantyCertificate, { summary: 'Public: is this certificate genuine and valid (no personal data)' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return s.publicCertificate(req.params.token, req.query.lang);
  });
  route(r.warrantyUnit, { summary: 'Public: a unit’s warranty by serial and settlement (rate-limited)' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return s.publicUnit(req.query.serial, req.query.city, req.ip, req.query.lang);
  });
};

export default routes;
