import type { FastifyPluginAsync } from 'fastify';
import { preventionRoutes as r } from '../../../../contracts';
import { routesOf } from '../../lib/route';

/**
 * Maintenance visits, the installer's calendar and its ICS feed over HTTP (service.ts, calendar.ts hold the
 * rules). Reading a visit is the `installations` area (its installation's scope: 404 for someone else's);
 * planning, postponing and performing are `installationWork` and the assigned installer's alone (403 for
 * anyone else who sees it); the calendar is `installerPages`; the ICS feed is public behind its secret token.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { preventions: s, calendar } = app.services;
  const route = routesOf(app, 'preventions');

  route(r.create, { summary: 'The assigned installer plans a maintenance visit on a completed installation (→ PREVENTION)' }, async (req) => {
    return s.create(req.user!, req.body, req.t);
  });
  route(r.works, { summary: 'The checklist of maintenance works, localised' }, async (req) => s.works(req.t));
  route(r.common, { summary: 'A maintenance visit: plan, postponements, works done' }, async (req) => s.common(req.user!, req.params.id, req.t));
  route(r.update, { summary: 'Postpones a planned visit (with a reason) or edits its comment' }, async (req) =>
    s.update(req.user!, req.params.id, req.body, req.t),
  );
  route(r.sendCode, { summary: 'Texts the client the code that confirms the visit' }, async (req) => s.sendCode(req.user!, req.params.id, req.ip));
  route(r.report, { summary: "Saves the visit's works and photos without the client's code (confirmed later by perform)" }, async (req) =>
    s.saveReport(req.user!, req.params.id, req.body, req.t, req.query.lang),
  );
  route(r.perform, { summary: "Performs the visit with the client's code, and its works and photos or its saved report (→ COMPLETED)" }, async (req) =>
    s.perform(req.user!, req.params.id, req.body, req.ip, req.t, req.query.lang),
  );

  route(r.calendarMonth, { summary: "The installer's planned installations and visits per day of a month" }, async (req) =>
    calendar.month(req.user!, req.query.year, req.query.month),
  );
  route(r.calendarDay, { summary: "The installer's entries of a day" }, async (req) =>
    calendar.day(req.user!, req.query.year, req.query.month, req.query.day, req.t),
  );
  route(r.calendarFeed, { summary: "The installer's private ICS feed, if any" }, async (req) => calendar.feed(req.user!));
  route(r.calendarFeedCreate, { summary: 'Creates (or renews) the private ICS feed URL' }, async (req) => {
    return calendar.createFeed(req.user!);
  });
  route(r.calendarFeedRevoke, { summary: 'Revokes the private ICS feed URL' }, async (req) => calendar.revokeFeed(req.user!));
  route(r.calendarIcs, { summary: "Public, by its secret token: the installer's calendar as ICS" }, async (req, reply) => {
    const body = await calendar.ics(req.params.token);
    return reply.header('cache-control', 'private, no-store').type('text/calendar; charset=utf-8').send(body);
  });
};

export default routes;
