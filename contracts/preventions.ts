import { z } from 'zod';
import { codeSchema } from './auth';
import { langQuery, queryIdSchema } from './common';
import { installationCardSchema, isoDate, MAX_PHOTOS, personSchema, visitReportSchema } from './installations';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * Preventive maintenance (issue 18): docs/domain.md#maintenance-visits-and-reminders (the visit,
 * the calendar, the PREVENTION state, preventedAt, dangerMessage, the 12-month rule).
 * Only the installation's assigned installer plans, postpones and performs a visit; its client reads it.
 * Dates travel as `yyyy-MM-dd`, times as `HH:mm`, moments as ISO 8601.
 */

/** The prevention time picker starts at 09:00. */
export const DEFAULT_PREVENTION_TIME = '09:00';
/** Days before a unit's yearly maintenance is due when the client is reminded. */
export const REMINDER_OFFSETS = [30, 7, 1] as const;

/** The checklist (GET /web/installations/preventions/works); a measured work carries a value in `unit`. */
export const preventionWorkIds = [
  'FILTERS_CLEANED',
  'INDOOR_COIL_CLEANED',
  'OUTDOOR_COIL_CLEANED',
  'DRAINAGE_FLUSHED',
  'CONDENSATE_PUMP_TESTED',
  'REFRIGERANT_PRESSURE_CHECKED',
  'REFRIGERANT_LEAK_CHECKED',
  'ELECTRICAL_CONNECTIONS_TIGHTENED',
  'COMPRESSOR_CURRENT_MEASURED',
  'SUPPLY_AIR_TEMPERATURE_MEASURED',
  'FAN_BEARINGS_CHECKED',
  'REMOTE_CONTROL_TESTED',
] as const;
export const preventionWorkIdSchema = z.enum(preventionWorkIds);
export type PreventionWorkId = z.infer<typeof preventionWorkIdSchema>;
export const measureUnits = ['bar', 'A', '°C'] as const;
/** The unit of a work's measured value, or null for a work that is only ticked. */
export const preventionWorkUnits: Record<PreventionWorkId, (typeof measureUnits)[number] | null> = {
  FILTERS_CLEANED: null,
  INDOOR_COIL_CLEANED: null,
  OUTDOOR_COIL_CLEANED: null,
  DRAINAGE_FLUSHED: null,
  CONDENSATE_PUMP_TESTED: null,
  REFRIGERANT_PRESSURE_CHECKED: 'bar',
  REFRIGERANT_LEAK_CHECKED: null,
  ELECTRICAL_CONNECTIONS_TIGHTENED: null,
  COMPRESSOR_CURRENT_MEASURED: 'A',
  SUPPLY_AIR_TEMPERATURE_MEASURED: '°C',
  FAN_BEARINGS_CHECKED: null,
  REMOTE_CONTROL_TESTED: null,
};

export const preventionStatuses = ['PLANNED', 'DONE'] as const;

/** `HH:mm`, 00:00–23:59 (an impossible time is a 422 under `plannedDate`, issue 18). */
export const plannedTimeSchema = z.string().regex(/^\d{2}:\d{2}$/, { message: messageKey('timeInvalid') });
const validTime = (s: string) => Number(s.slice(0, 2)) < 24 && Number(s.slice(3, 5)) < 60;

const recordId = z.number().int().positive().max(2_147_483_647);
const commentSchema = textSchema().trim().max(1000).nullish();
const plan = { plannedDate: isoDate, plannedTime: plannedTimeSchema, comment: commentSchema };
/** An impossible time (25:70) is reported under `plannedDate`, as a date in the past is (by the API, on its clock). */
const checkTime = (body: { plannedTime: string }, ctx: z.RefinementCtx) => {
  if (!validTime(body.plannedTime)) ctx.addIssue({ code: 'custom', path: ['plannedDate'], message: messageKey('timeInvalid') });
};

/** POST /web/installations/preventions: plan a visit on a COMPLETED installation (→ PREVENTION). */
export const preventionCreateBodySchema = z.object({ installationId: recordId, ...plan }).superRefine(checkTime);
/**
 * PUT /web/installations/preventions/{id}/prevention: the same fields. A new date or time postpones the visit and
 * needs `reason` (422 `reason` without it); a changed comment alone needs none; an unchanged body changes nothing.
 */
export const preventionUpdateBodySchema = z.object({ ...plan, reason: textSchema().trim().max(1000).nullish() }).superRefine(checkTime);

/** One postponement, oldest first (also written to the installation's history). */
export const postponementSchema = z.object({
  at: z.string(),
  actor: personSchema.nullable(),
  fromDate: z.string(),
  fromTime: z.string(),
  toDate: z.string(),
  toTime: z.string(),
  reason: z.string().nullable(),
});

/** A work of the checklist, named in the request's language. */
export const preventionWorkSchema = z.object({
  id: preventionWorkIdSchema,
  name: z.string(),
  /** Set when the work asks for a measured value (e.g. `bar`, `A`). */
  unit: z.enum(measureUnits).nullable(),
});
/** A work done on a visit, with its measured value when it has one. */
export const doneWorkSchema = preventionWorkSchema.extend({ value: z.number().nullable() });

const partySchema = personSchema.extend({ phone: z.string() });

/** GET /web/installations/preventions/{id}/common (the visit and its history). */
export const preventionSchema = z.object({
  id: z.number().int(),
  installationId: z.number().int(),
  status: z.enum(preventionStatuses),
  plannedDate: z.string(),
  plannedTime: z.string(),
  comment: z.string().nullable(),
  /** The units' due date when the visit was planned: postponing never moves it. */
  dueDate: z.string().nullable(),
  /** Day the visit was performed (yyyy-MM-dd), when DONE. */
  performedAt: z.string().nullable(),
  postponements: z.array(postponementSchema),
  works: z.array(doneWorkSchema),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  address: z.string(),
  client: partySchema,
  installer: partySchema.nullable(),
  /** PLANNED and the viewer is the assigned installer. */
  canBePostponed: z.boolean(),
  canBePerformed: z.boolean(),
  /** The visit's report saved before the client's code (PUT .../report), or null. */
  report: visitReportSchema.nullable(),
});
export type Prevention = z.infer<typeof preventionSchema>;

const doneWorksSchema = z
  .array(z.object({ id: preventionWorkIdSchema, value: z.number().min(-100).max(10_000).nullish() }))
  .min(1)
  .max(preventionWorkIds.length);
const visitPhotosSchema = z.array(textSchema().min(1).max(500)).max(MAX_PHOTOS).default([]);

/**
 * PUT /web/installations/preventions/{id}/report: the visit's report without the client's code (an installer with no
 * network records the visit; the code confirms it later). `works` replace the saved ones; `photos` (temp-file paths)
 * join the saved ones. Answers the installation card, whose `prevention.report` shows it.
 */
export const preventionReportBodySchema = z.object({ works: doneWorksSchema, photos: visitPhotosSchema });

/**
 * POST /web/installations/preventions/{id}: perform the visit. `code` is the one the client got by SMS from
 * POST .../preventions/{id}/codes/send (the completion codes' rules: 10 minutes, 5 tries, the same SMS caps;
 * a wrong code is a 422 `code`). `photos` are temp-file paths from the uploads service, as for the card's photos.
 * With a saved report, `code` alone performs it: `works` default to the report's (sent, they replace them) and the
 * report's photos join `photos`. Without one, `works` are required (422). Answers the installation card (back to
 * COMPLETED, preventedAt = the visit day, each unit's service log).
 */
export const preventionPerformBodySchema = z.object({ works: doneWorksSchema.optional(), photos: visitPhotosSchema, code: codeSchema });

// ---------------------------------------------------------------- the installer's calendar

const year = z.coerce.number().int().min(2000).max(2100);
const month = z.coerce.number().int().min(1).max(12);
export const calendarMonthQuery = langQuery.extend({ year, month });
export const calendarDayQuery = langQuery.extend({ year, month, day: z.coerce.number().int().min(1).max(31) });

/** Only the days that have entries, in date order. Installations: planned work orders (not drafts, not cancelled). */
export const calendarMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      installations: z.number().int(),
      preventions: z.number().int(),
      /** F-gas leak checks due that day on the circuits of the installer's jobs (docs/decisions/0049-fgas-logbook.md). */
      leakChecks: z.number().int(),
      /** The day's leak checks are past due (a day before today with leak checks still due). */
      leakChecksOverdue: z.boolean(),
    }),
  ),
});
/** LEAK_CHECK: a circuit's next F-gas leak check, on the day it is due (computed from the logbook, never planned). */
export const calendarEntryKinds = ['INSTALLATION', 'PREVENTION', 'LEAK_CHECK'] as const;
/** A leak check due: the circuit, its refrigerant (ASHRAE name) and charge, why it is due and whether it is past due. */
export const calendarLeakCheckSchema = z.object({
  circuitId: z.number().int(),
  refrigerant: z.string(),
  chargeKg: z.number(),
  /** `interval`: the periodic check; `repairVerification`: the check within a month of a repair. */
  because: z.enum(['interval', 'repairVerification']),
  overdue: z.boolean(),
});
export const calendarEntrySchema = z.object({
  kind: z.enum(calendarEntryKinds),
  /** The kind in the request's language. */
  kindName: z.string(),
  date: z.string(),
  /** `HH:mm` for a visit; null for an installation (planned by day) and a leak check (due by day). */
  time: z.string().nullable(),
  installationId: z.number().int(),
  preventionId: z.number().int().nullable(),
  /** A visit already performed (PREVENTION) or a work order completed (INSTALLATION); a leak check due never is. */
  done: z.boolean(),
  address: z.string(),
  client: partySchema,
  /** The leak check of a LEAK_CHECK entry; null for the other kinds. */
  leakCheck: calendarLeakCheckSchema.nullable(),
});
/** Entries of the day, by time (untimed installations first). An impossible day (02-30) is a 422 `day`. */
export const calendarDaySchema = z.object({ date: z.string(), entries: z.array(calendarEntrySchema) });

/** The private ICS feed: `url` (https) and `webcalUrl` open the same secret feed. */
export const calendarFeedSchema = z.object({ url: z.string(), webcalUrl: z.string(), createdAt: z.string() });
export const calendarFeedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

const preventionParam = z.object({ id: queryIdSchema });
const NO_BODY = z.object({}).strict();
const errors = [401, 403, 404, 409, 422] as const;

export const preventionRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/web/installations/preventions',
    auth: 'required',
    area: 'installationWork',
    body: preventionCreateBodySchema,
    response: preventionSchema,
    statuses: [201],
    errors: [401, 403, 404, 422],
  }),
  works: defineRoute({
    method: 'GET',
    path: '/web/installations/preventions/works',
    auth: 'required',
    area: 'installations',
    response: z.array(preventionWorkSchema),
    errors: [401, 403],
  }),
  common: defineRoute({
    method: 'GET',
    path: '/web/installations/preventions/:id/common',
    auth: 'required',
    area: 'installations',
    params: preventionParam,
    response: preventionSchema,
    errors: [401, 403, 404],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/web/installations/preventions/:id/prevention',
    auth: 'required',
    area: 'installationWork',
    params: preventionParam,
    body: preventionUpdateBodySchema,
    response: preventionSchema,
    errors,
  }),
  sendCode: defineRoute({
    method: 'POST',
    path: '/web/installations/preventions/:id/codes/send',
    auth: 'required',
    area: 'installationWork',
    params: preventionParam,
    body: NO_BODY.optional(),
    response: z.object({ codeSent: z.boolean() }),
    errors: [401, 403, 404, 409, 429],
  }),
  report: defineRoute({
    method: 'PUT',
    path: '/web/installations/preventions/:id/report',
    auth: 'required',
    area: 'installationWork',
    params: preventionParam,
    body: preventionReportBodySchema,
    response: installationCardSchema,
    errors: [...errors, 412],
  }),
  perform: defineRoute({
    method: 'POST',
    path: '/web/installations/preventions/:id',
    auth: 'required',
    area: 'installationWork',
    params: preventionParam,
    body: preventionPerformBodySchema,
    response: installationCardSchema,
    errors: [...errors, 412, 429],
  }),

  calendarMonth: defineRoute({
    method: 'GET',
    path: '/web/installers/calendar/month',
    auth: 'required',
    area: 'installerPages',
    query: calendarMonthQuery,
    response: calendarMonthSchema,
    errors: [401, 403, 422],
  }),
  calendarDay: defineRoute({
    method: 'GET',
    path: '/web/installers/calendar/day',
    auth: 'required',
    area: 'installerPages',
    query: calendarDayQuery,
    response: calendarDaySchema,
    errors: [401, 403, 422],
  }),
  /** The signed-in installer's feed, or null when none was created (or it was revoked). */
  calendarFeed: defineRoute({
    method: 'GET',
    path: '/web/installers/calendar/feed',
    auth: 'required',
    area: 'installerPages',
    response: z.object({ feed: calendarFeedSchema.nullable() }),
    errors: [401, 403],
  }),
  /** Creates the feed, or replaces its token (the old URL stops working). */
  calendarFeedCreate: defineRoute({
    method: 'POST',
    path: '/web/installers/calendar/feed',
    auth: 'required',
    area: 'installerPages',
    body: NO_BODY.optional(),
    response: z.object({ feed: calendarFeedSchema }),
    statuses: [201],
    errors: [401, 403],
  }),
  calendarFeedRevoke: defineRoute({
    method: 'DELETE',
    path: '/web/installers/calendar/feed',
    auth: 'required',
    area: 'installerPages',
    response: z.object({ ok: z.literal(true) }),
    errors: [401, 403],
  }),
  /** Public, by the secret token: `text/calendar` (not the JSON envelope), only that installer's entries. */
  calendarIcs: defineRoute({
    method: 'GET',
    path: '/calendar/:token.ics',
    auth: 'public',
    params: z.object({ token: calendarFeedTokenSchema }),
    response: z.string().meta({ format: 'text/calendar' }),
    errors: [404, 422],
  }),
};
