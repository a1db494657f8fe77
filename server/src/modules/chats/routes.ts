import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes as r } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { ensureDemoAttachments } from './seed/attachments';

/**
 * Chats and appeals over HTTP (service.ts composes the use cases, policy.ts says who may act). The `chats` area: the
 * client and the installer (their own chats), support all; dealers and designers 403. Closing, reopening and presence
 * are support's (`support` area). Attachments stream only through the authorised route.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { chats: s } = app.services;
  const route = routesOf(app, 'chats');
  if (app.config.seedDemo) app.addHook('onReady', () => ensureDemoAttachments(app.storage));

  route(r.list, { summary: 'The user’s chats (support: all, awaiting an answer first), paged, by equipment' }, async (req) =>
    s.list(req.user!, req.query, req.t, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(r.filters, { summary: 'The equipment of the user’s chats (the list’s filter)' }, async (req) => s.filters(req.user!, req.query.lang));
  route(r.create, { summary: 'An appeal: a new chat with support about the user’s installation' }, async (req) =>
    s.create(req.user!, req.body, req.t, req.query.lang),
  );
  route(r.aside, { summary: 'The chat’s side panel: installation, parties, equipment and the chat’s state' }, async (req) =>
    s.aside(req.user!, req.params.id, req.t, req.query.lang),
  );
  route(r.messages, { summary: 'Messages newest first, 10 per fetch with an offset (or before a message)' }, async (req) =>
    s.messages(req.user!, req.params.id, req.query),
  );
  route(r.send, { summary: 'Sends a message (text and optional uploads); new_message to everyone in the chat' }, async (req) =>
    s.send(req.user!, req.params.id, req.body),
  );
  route(r.read, { summary: 'Marks the chat read (up to a message); read_messages to the reader’s tabs and the other side' }, async (req) =>
    s.read(req.user!, req.params.id, req.body?.lastMessageId),
  );
  route(r.attachment, { summary: 'An attachment’s bytes, to the chat’s author and support only' }, async (req, reply) => {
    const file = await s.attachment(req.user!, req.params.id, req.params.messageId, req.query.path);
    return sendFile(reply, { name: file.name, mime: file.mime, inline: file.kind === 'photo', body: file.stream });
  });
  route(r.close, { summary: 'Support closes a chat' }, async (req) => s.setStatus(req.user!, req.params.id, 'closed', req.t, req.query.lang));
  route(r.reopen, { summary: 'Support reopens a chat' }, async (req) => s.setStatus(req.user!, req.params.id, 'open', req.t, req.query.lang));
  route(r.presence, { summary: 'Support is in (or typing in, or leaving) a chat; answers the other agents there' }, async (req) =>
    s.presence(req.user!, req.params.id, { typing: req.body?.typing ?? false, leaving: req.body?.leaving ?? false }),
  );
};

export default routes;
