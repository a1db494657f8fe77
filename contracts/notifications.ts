import { z } from 'zod';
import { langQuery, pageSchema, pagingQuery } from './common';
import { sidebarSchema } from './profile';
import { defineRoute } from './route';

export const NOTIFICATIONS_PER_PAGE = 10;

/** Title and text are in the request's language; `link` is a portal path such as `/installations/12`. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /web/notifications?page=&perPage= (newest first) */
export const notificationsQuerySchema = pagingQuery(NOTIFICATIONS_PER_PAGE).extend(langQuery.shape);
export const notificationsPageSchema = pageSchema(notificationSchema);

/** POST /web/notifications/read: no body (or no `ids`) marks all of the user's; `ids` only those. Answers the unread count left. */
export const notificationsReadBodySchema = z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100).optional() }).nullish();
export const notificationsCountSchema = z.object({ notificationsCount: z.number().int() });

export const notificationRoutes = {
  sidebar: defineRoute({ method: 'GET', path: '/web/sidebar', auth: 'required', area: 'account', response: sidebarSchema }),
  list: defineRoute({
    method: 'GET',
    path: '/web/notifications',
    auth: 'required',
    area: 'account',
    query: notificationsQuerySchema,
    response: notificationsPageSchema,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/web/notifications/read',
    auth: 'required',
    area: 'account',
    body: notificationsReadBodySchema,
    response: notificationsCountSchema,
  }),
};
