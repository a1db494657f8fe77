import { z } from 'zod';
import { queryIdSchema } from './common';
import { defineRoute } from './route';
import { messageKey } from './validation';

/**
 * The numbers of a dealer network (docs/decisions/0039-dashboards.md): support sees every company's (or one
 * company's), a dealer, its deputy and assistant their own company's. Months are `yyyy-MM` in UTC, as the
 * installations list's listed date; moments travel as ISO 8601.
 */

/** The longest period a dashboard covers, in months: a chart of more bars reads no better. */
export const DASHBOARD_MAX_MONTHS = 36;
/** How many of the lowest recent grades, overdue jobs and expiring certifications the dashboard names. */
export const DASHBOARD_LIST_SIZE = 10;

const month = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { message: messageKey('monthInvalid') });

/** A period that ends before it starts, or is longer than DASHBOARD_MAX_MONTHS, is a 422 on `to` (`periodOrder`, `periodTooLong`). */
export const dashboardQuery = z.object({
  /** First month of the period, `yyyy-MM`; default eleven months before `to`. */
  from: month.optional(),
  /** Last month of the period, `yyyy-MM`; default the current month. */
  to: month.optional(),
  /** One company (its owner's id): support's filter; a dealer role naming another company sees none of its numbers. */
  dealerId: queryIdSchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().nonnegative();

export const dashboardMonthSchema = z.object({
  month: z.string(),
  /** Jobs registered that month (left the draft, not cancelled), by kind of work. */
  INSTALLATION: count,
  SERVICE: count,
  PREVENTION: count,
});

const person = z.object({ id: z.number().int(), name: z.string() });

export const dashboardSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** The company the numbers are of, or null for the whole network. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  months: z.array(dashboardMonthSchema),
  /** Jobs completed in the period: days from registration (creation) to completion. */
  completion: z.object({ count, averageDays: z.number().nullable(), medianDays: z.number().nullable(), p90Days: z.number().nullable() }),
  /** Clients’ grades given in the period. */
  grades: z.object({
    count,
    averageWork: z.number().nullable(),
    averageCommunication: z.number().nullable(),
    /** Index 0 counts the ones, index 4 the fives. */
    work: z.array(count).length(5),
    communication: z.array(count).length(5),
    /** The lowest grades of the period (by the lower of the two ratings), newest first among equals. */
    lowest: z.array(
      z.object({
        installationId: z.number().int(),
        installer: person.nullable(),
        workRating: z.number().int(),
        communicationRating: z.number().int(),
        comment: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Completed jobs whose yearly maintenance is overdue now: their warranty is at risk. */
  maintenanceOverdue: z.object({
    count,
    /** The longest overdue first. */
    items: z.array(z.object({ installationId: z.number().int(), address: z.string(), installer: person.nullable(), since: z.string() })),
  }),
  /** Active certifications ending within CERTIFICATION_REMINDER_DAYS (contracts/dealers.ts), when their installers are reminded. */
  certificationsExpiring: z.object({
    count,
    items: z.array(z.object({ installer: person, type: z.string(), level: z.string(), expiresAt: z.string() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/web/dashboard',
    auth: 'required',
    area: 'dealerPages',
    query: dashboardQuery,
    response: dashboardSchema,
    errors: [401, 403, 422],
  }),
};
