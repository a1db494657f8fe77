import type { FastifyPluginAsync } from 'fastify';
import { certificationRoutes, dealerRoutes, installerRoutes } from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';

/**
 * Dealers and installers over HTTP (the use-case files service.ts composes hold the rules). Areas (access/matrix.ts): the dealer's
 * pages `dealerPages`, its decisions `dealerDecisions` (not the assistant), the installer's pages
 * `installerPages`, the application to become an installer `installerApplication` (a client), the dealer
 * lookup `dealerLookup`, support's decisions `certificationDecisions`.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { dealers: s } = app.services;
  const route = routesOf(app, 'dealers');
  const urls = (req: Parameters<typeof pageUrls>[1]) => pageUrls(app.config.apiPublicUrl, req);

  route(
    dealerRoutes.installers,
    { summary: 'The dealer’s installers with certifications, rating and completed installations (also the wizard’s installer choice)' },
    async (req) => s.installers(req.user!, req.query, urls(req)),
  );
  route(dealerRoutes.certifications, { summary: 'Certification types and levels (the filters)' }, async (req) => s.certifications(req.query.lang));
  route(dealerRoutes.info, { summary: 'The dealer company: name, code, contacts, installers and waiting requests' }, async (req) => s.info(req.user!));
  route(dealerRoutes.lookup, { summary: 'A dealer’s name by its code (EDRPOU or tax number; rate-limited per user)' }, async (req) =>
    s.lookup(req.user!, req.query.dealerCode),
  );
  route(dealerRoutes.requests, { summary: 'Installer and dealer-change requests addressed to the dealer' }, async (req) =>
    s.requests(req.user!, req.query, urls(req)),
  );
  route(dealerRoutes.acceptRequest, { summary: 'Accept a request: the person becomes (or moves to be) an installer of the dealer' }, async (req) =>
    s.accept(req.user!, req.params.id, req.query.lang),
  );
  route(dealerRoutes.declineRequest, { summary: 'Decline a request with a reason' }, async (req) =>
    s.decline(req.user!, req.params.id, req.body.reason, req.query.lang),
  );
  route(dealerRoutes.blockRequest, { summary: 'Decline a request and refuse further ones from that person' }, async (req) =>
    s.block(req.user!, req.params.id, req.body?.reason ?? null, req.query.lang),
  );

  route(installerRoutes.license, { summary: 'The installer’s licence: level, status and validity per certification type' }, async (req) =>
    s.license(req.user!, req.query.lang),
  );
  route(installerRoutes.certificationRequestCreate, { summary: 'The levels the installer may apply for' }, async (req) =>
    s.certificationRequestCreate(req.user!, req.query.lang),
  );
  route(installerRoutes.applyForCertification, { summary: 'Apply for a certification level (the path’s id)' }, async (req) => {
    return s.apply(req.user!, req.params.id, req.query.lang);
  });
  route(installerRoutes.rating, { summary: 'The installer’s mean rating and the clients’ grades with comments' }, async (req) =>
    s.rating(req.user!, { page: req.query.page, perPage: req.query.perPage, url: urls(req) }),
  );
  route(installerRoutes.dealer, { summary: 'The installer’s dealer and the status of the dealer-change request' }, async (req) => s.dealer(req.user!));
  route(installerRoutes.requestDealerChange, { summary: 'Ask to move to another dealer, with a reason' }, async (req) =>
    s.requestDealerChange(req.user!, req.body),
  );
  route(
    installerRoutes.installerRequestCreate,
    { summary: 'What the application to become an installer offers: certification types and regions' },
    async (req) => s.installerRequestCreate(req.user!, req.query.lang),
  );
  route(installerRoutes.requestToBecomeInstaller, { summary: 'Apply to become an installer of a dealer named by its code' }, async (req) =>
    s.requestToBecomeInstaller(req.user!, req.body),
  );

  route(
    certificationRoutes.requests,
    { summary: 'Certification applications with the installer’s completed installations and grades (support)' },
    async (req) => s.certificationRequests(req.query, urls(req)),
  );
  route(certificationRoutes.accept, { summary: 'Accept an application: ACTIVE for two years from now' }, async (req) =>
    s.acceptCertification(req.user!, req.params.id, req.query.lang),
  );
  route(certificationRoutes.decline, { summary: 'Decline an application with a reason' }, async (req) =>
    s.declineCertification(req.user!, req.params.id, req.body.reason, req.query.lang),
  );
};

export default routes;
