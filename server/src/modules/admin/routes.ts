import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes, certificationCatalogRoutes as catalog } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';

/**
 * The back-office's dealer companies, users and certification catalogue over HTTP (the use-case files service.ts composes hold the rules), in
 * the area `admin`: support only, every other role 403. The audit log's route is modules/audit's.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { admin: s } = app.services;
  const route = routesOf(app, 'admin');

  route(adminRoutes.dealers, { summary: 'Dealer companies (active, deactivated or all), searched by name or code' }, async (req) =>
    s.dealers(req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(adminRoutes.createDealer, { summary: 'Create a dealer company: its owner’s DEALER account (invited by SMS) and its profile' }, async (req) =>
    s.createDealer(req.user!, req.body, req.query.lang, req.t),
  );
  route(adminRoutes.dealersExport, { summary: 'The dealers list through its filters, every row, as a CSV or XLSX file (streamed)' }, async (req, reply) =>
    sendFile(reply, s.dealersExport(req.query)),
  );
  route(adminRoutes.usersExport, { summary: 'The users list through its filters, every row, as a CSV or XLSX file (streamed)' }, async (req, reply) =>
    sendFile(reply, s.usersExport(req.query)),
  );
  route(adminRoutes.regions, { summary: 'The regions a company may name' }, async (req) => s.regions(req.query.lang));
  route(adminRoutes.dealer, { summary: 'A dealer company with its contacts and people' }, async (req) => s.dealer(req.params.id, req.query.lang));
  route(adminRoutes.updateDealer, { summary: 'Change a company’s fields; `active` deactivates (its installers are told) or restores it' }, async (req) =>
    s.updateDealer(req.user!, req.params.id, req.body, req.query.lang),
  );
  route(adminRoutes.invitePerson, { summary: 'Invite a deputy or an assistant of the company by SMS' }, async (req) =>
    s.invitePerson(req.user!, req.params.id, req.body, req.query.lang, req.t),
  );
  route(adminRoutes.reinvitePerson, { summary: 'Send the invitation SMS again to a person who has not registered yet' }, async (req) =>
    s.reinvitePerson(req.user!, req.params.id, req.params.userId, req.ip, req.query.lang, req.t),
  );
  route(adminRoutes.users, { summary: 'Every account, newest first, searched by name or phone digits and filtered by role, company and state' }, async (req) =>
    s.users(req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(adminRoutes.user, { summary: 'An account with its installations, certifications, sessions and requests to dealers' }, async (req) =>
    s.user(req.params.id, req.query.lang),
  );
  route(
    adminRoutes.changeUserRole,
    {
      summary: 'Give an account another role (not ADMIN); its sessions end',
      description:
        'A deputy or an assistant names its company (`dealerId`, 422 when it is no company); an installer may name one or keeps theirs; other roles belong to none. ' +
        'A new DEALER gets no company (POST /admin/dealers makes them). 409 `self` for support’s own account, `admin` for a support account, `companyOwner` for a company’s owner.',
    },
    async (req) => s.changeUserRole(req.user!, req.params.id, req.body, req.query.lang),
  );
  route(
    adminRoutes.blockUser,
    { summary: 'Block an account: its sessions and sockets end at once and no sign-in lets it in', description: '409 `self`, `admin`, `alreadyBlocked`.' },
    async (req) => s.blockUser(req.user!, req.params.id, req.body.reason, req.query.lang),
  );
  route(adminRoutes.unblockUser, { summary: 'Unblock an account', description: '409 `notBlocked`.' }, async (req) =>
    s.unblockUser(req.user!, req.params.id, req.query.lang),
  );
  route(adminRoutes.reinviteUser, { summary: 'Send the invitation SMS again to an account that has not registered yet' }, async (req) =>
    s.reinviteUser(req.user!, req.params.id, req.ip, req.query.lang, req.t),
  );
  route(catalog.types, { summary: 'The certification types with their terms and levels (names in every language)' }, async () => s.certificationTypes());
  route(
    catalog.updateType,
    {
      summary: 'Rename a certification type or change its terms',
      description: 'The terms apply to decisions and completions from now on; none already taken moves.',
    },
    async (req) => s.updateCertificationType(req.user!, req.params.id, req.body),
  );
  route(catalog.createLevel, { summary: 'Add a level after the type’s last one' }, async (req) =>
    s.createCertificationLevel(req.user!, req.params.id, req.body),
  );
  route(catalog.renameLevel, { summary: 'Rename a certification level' }, async (req) => s.renameCertificationLevel(req.user!, req.params.id, req.body));
  route(
    catalog.deleteLevel,
    {
      summary: 'Remove a level nobody holds nor applied for',
      description: '409 `levelInUse` when any certification or application has it, `lastLevel` for a type’s only level.',
    },
    async (req) => s.deleteCertificationLevel(req.user!, req.params.id),
  );
};

export default routes;
