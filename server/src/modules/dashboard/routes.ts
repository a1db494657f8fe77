import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from '../../../../contracts';
import { routesOf } from '../../lib/route';

/** The dashboards over HTTP, in the area `dealerPages`: support (the network or one company) and a dealer's people (their company). */
const routes: FastifyPluginAsync = async (app) => {
  const { dashboard } = app.services;
  const route = routesOf(app, 'dashboard');

  route(
    dashboardRoutes.dashboard,
    {
      summary: 'The numbers of the network or of one dealer company over a period of months',
      description:
        'Jobs registered per month by kind, days from registration to completion, the clients’ grades, jobs whose maintenance is overdue and ' +
        'certifications ending within 30 days. Support may name a company (`dealerId`, 422 when it is none); a dealer role sees its own company ' +
        '(404 for another). A period ending before it starts, or longer than 36 months, is a 422 on `to`.',
    },
    async (req) => dashboard.dashboard(req.user!, req.query, req.query.lang, req.t),
  );
};

export default routes;
