import type { ZodType } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, LogLevel, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { envelope, errorBodySchema, langQuery, type BodyOf, type ContractRoute, type ParamsOf, type QueryOf, type ResponseOf } from '../../../contracts';
import { areaGuard } from '../access';
import { runInWriteScope } from '../db/write-scope';
import { documentedUpload } from './uploads';

/** The query a route accepts: its own fields and `lang` (docs/api.md#transport). */
export const queryOf = (route: ContractRoute) => (route.query ? route.query.extend(langQuery.shape) : langQuery);

export type RouteRequest<R extends ContractRoute> = FastifyRequest & {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
};

/** A handler answers the payload (the helper wraps it in `{data}`), or the reply it sent itself. */
export type RouteHandler<R extends ContractRoute> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<ResponseOf<R> | FastifyReply>;

export type RouteDocs = {
  summary: string;
  description?: string;
  logLevel?: LogLevel;
};

/** A signed-in user's answer is theirs alone: no shared cache keeps it (a route may set a header of its own). */
const privateAnswer: onSendHookHandler = async (request, reply, payload) => {
  if (request.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  return payload;
};

/**
 * Registers contract routes of one module: the contract gives method, path, params, query (plus `lang`),
 * body, response (inside `{data}`) and who may call (`auth`, and a signed-in route's `area`: 403 for a role the
 * area is closed to); the module gives the docs and the handler.
 *
 *   const route = routesOf(app, 'notifications');
 *   route(notificationRoutes.list, { summary: '…' }, async (request) => service.list(…));
 */
export function routesOf(app: FastifyInstance, tag: string) {
  return <R extends ContractRoute>(contract: R, docs: RouteDocs, handler: RouteHandler<R>) => {
    const response: Record<number, ZodType> = {};
    for (const status of contract.statuses ?? [200]) response[status] = envelope(contract.response);
    for (const status of contract.errors ?? []) response[status] = errorBodySchema;
    const schema: FastifySchema & Record<string, unknown> = {
      tags: [tag],
      summary: docs.summary,
      ...(docs.description ? { description: docs.description } : {}),
      ...(contract.auth === 'required' ? { security: [{ bearer: [] }] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      querystring: queryOf(contract),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response,
    };
    // A required token is checked before the body is read; an optional one only when the request is valid.
    const onRequest = contract.auth === 'required' ? areaGuard(app, contract.area) : undefined;
    const created = contract.statuses?.length === 1 && contract.statuses[0] === 201;
    const preHandler: preHandlerHookHandler | undefined = contract.auth === 'optional' ? app.optionalAuth : undefined;
    app.route({
      method: contract.method,
      url: contract.path,
      schema,
      ...(docs.logLevel ? { logLevel: docs.logLevel } : {}),
      ...(contract.multipart ? { config: documentedUpload(contract.multipart, contract.multipartFields) } : {}),
      ...(onRequest ? { onRequest } : {}),
      ...(preHandler ? { preHandler } : {}),
      ...(contract.auth === 'public' ? {} : { onSend: privateAnswer }),
      handler: async (request, reply) => {
        // A route whose contract answers only 201 creates what it answers.
        if (created) reply.status(201);
        // A signed-in write runs in its scope: its transactions mark its Idempotency-Key and check its If-Match (plugins/idempotency.ts).
        const run = () => handler(request as unknown as RouteRequest<R>, reply);
        const result = await (request.writeScope ? runInWriteScope(request.writeScope, run) : run());
        // A handler that sent the reply itself returns it; awaiting a reply (a thenable) waits for the response to end and
        // yields undefined, so `sent` is what says it was answered (else Fastify warns FST_ERR_REP_ALREADY_SENT).
        return reply.sent || result === reply ? reply : { data: result };
      },
    });
  };
}
