import type { FastifyPluginAsync } from 'fastify';
import { installationRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { ensureDemoPhotos } from './seed/photos';

/**
 * Installations over HTTP (service.ts holds the rules). Reading is the `installations` area (403 for a
 * designer); creating, the wizard steps, the card's actions and the name lookups are `installationWork`
 * (403 for a client too). Steps of the completed-installation wizard under /completed/{id} answer like
 * the plain ones. 409 for a step out of order or on an installation that may no longer change.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { installations: s } = app.services;
  const route = routesOf(app, 'installations');
  // The demo installations' photos are drawn from code: (re)made into storage whenever it lacks them.
  if (app.config.seedDemo) app.addHook('onReady', () => ensureDemoPhotos(app.storage));

  route(r.certificationTypes, { summary: 'Certification types and work order types (step 1 of the wizards)' }, async (req) =>
    s.certificationTypes(req.t, req.query.lang),
  );
  route(r.list, { summary: 'Installations the user may see, newest first, with filters, search and paging' }, async (req) =>
    s.list(req.user!, req.query, req.t, req.query.lang, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(
    r.exportList,
    { summary: 'The list’s rows through the same filters, all of them, as a CSV or XLSX file in the request’s language (streamed)' },
    async (req, reply) => sendFile(reply, s.exportList(req.user!, req.query, req.t, req.query.lang)),
  );
  route(r.filters, { summary: 'Filter lists: statuses, months and installers present' }, async (req) =>
    s.filters(req.user!, req.query.installed, req.t, req.query.lang),
  );
  route(r.card, { summary: 'Installation card with the flags of the actions the user may take' }, async (req) =>
    s.card(req.user!, req.params.id, req.t, req.query.lang),
  );

  route(r.create, { summary: 'Step 1 of the new-installation wizard: creates a draft (an unknown client is invited by SMS)' }, async (req) => {
    return s.create(req.user!, req.body, req.query.lang, req.t);
  });
  route(r.createCompleted, { summary: 'Step 1 of the completed-installation wizard: creates an archived draft' }, async (req) => {
    return s.createCompleted(req.user!, req.body, req.query.lang, req.t);
  });
  route(r.updateCompleted, { summary: 'Step 1 of an archived draft, again' }, async (req) =>
    s.updateCommon(req.user!, req.params.id, req.body, req.query.lang, req.t),
  );
  route(r.common, { summary: 'What step 1 saved and where the wizard was left' }, async (req) => s.common(req.user!, req.params.id));

  route(r.getInstaller, { summary: 'The installer step as saved' }, async (req) => s.installer(req.user!, req.params.id));
  route(r.putInstaller, { summary: 'Installer step: an installer themself, a dealer one of its installers' }, async (req) =>
    s.putInstaller(req.user!, req.params.id, req.body.installerId),
  );
  route(r.putCompletedInstaller, { summary: 'Installer step of the completed-installation wizard' }, async (req) =>
    s.putCompletedInstaller(req.user!, req.params.id, req.body.installerId),
  );

  route(r.getAddress, { summary: 'The address step as saved' }, async (req) => s.address(req.user!, req.params.id));
  route(r.putAddress, { summary: 'Address step: a settlement from GET /addresses, then street and house' }, async (req) =>
    s.putAddress(req.user!, req.params.id, req.body, req.t),
  );
  route(r.putCompletedAddress, { summary: 'Address step of the completed-installation wizard' }, async (req) =>
    s.putCompletedAddress(req.user!, req.params.id, req.body, req.t),
  );

  route(r.getProducts, { summary: 'The equipment step as saved' }, async (req) => s.products(req.user!, req.params.id, req.query.lang));
  route(r.putProducts, { summary: 'Equipment step: catalogue products of the certification type and block counts' }, async (req) =>
    s.putProducts(req.user!, req.params.id, req.body, req.query.lang),
  );

  route(r.getDetails, { summary: 'Additional details as saved, with the option lists' }, async (req) => s.details(req.user!, req.params.id, req.t));
  route(r.putDetails, { summary: 'Last step: additional details; a draft becomes NEW' }, async (req) =>
    s.putDetails(req.user!, req.params.id, req.body, req.t, req.query.lang),
  );
  route(r.putCompletedDetails, { summary: 'Last step of the completed-installation wizard: awaits the client’s confirmation' }, async (req) =>
    s.putCompletedDetails(req.user!, req.params.id, req.body, req.t, req.query.lang),
  );

  route(r.remove, { summary: 'Delete a draft (409 for anything else)' }, async (req) => s.remove(req.user!, req.params.id));
  route(r.cancel, { summary: 'Cancel with a reason (NEW or awaiting confirmation)' }, async (req) =>
    s.cancel(req.user!, req.params.id, req.body.reason, req.t, req.query.lang),
  );
  route(r.withdrawChange, { summary: 'Withdraws the change waiting for the client’s code (the signed record stays)' }, async (req) =>
    s.withdrawChange(req.user!, req.params.id, req.t, req.query.lang),
  );
  route(r.place, { summary: 'Where the equipment stands' }, async (req) => s.place(req.user!, req.params.id, req.body.place, req.t, req.query.lang));
  route(r.photos, { summary: 'Adds photos from the user’s own uploads (POST /temp-files paths)' }, async (req) =>
    s.addPhotos(req.user!, req.params.id, req.body.photos, req.t, req.query.lang),
  );

  route(r.clientName, { summary: 'A client’s masked name by phone (rate-limited per user)' }, async (req) => s.clientName(req.user!, req.query.phone));
  route(r.installerName, { summary: 'An installer’s masked name and id by phone (rate-limited per user)' }, async (req) =>
    s.installerName(req.user!, req.query.phone),
  );
};

export default routes;
