import { z } from 'zod';
import { langQuery, locales, type Lang } from './common';
import { contactDepartments } from './info-pages';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * The site's contact details and service points (docs/decisions/0044-site-contacts-in-the-database.md): facts, not
 * prose, so one document for every language (a name or an address carries its three languages), saved by support and
 * shown at once by the footer, the mobile menu, the contacts, privacy and service points pages and the home page's map.
 */

const line = (max = 200) => textSchema().trim().min(1).max(max);
/** A text in each of the site's languages. */
const localized = (max = 200) => z.object(Object.fromEntries(locales.map((lang) => [lang, line(max)])) as Record<Lang, ReturnType<typeof line>>);

/**
 * A phone number as people read it (`+380 44 390 55 00`, the free line `0 800 50 55 00`): digits with spaces, brackets or
 * hyphens, an optional leading +, 9 to 15 digits in all (E.164's most).
 */
export const displayPhoneSchema = line(30).refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^(\D*\d){9,15}\D*$/.test(value), {
  message: messageKey('phoneInvalid'),
});
const email = z.string().trim().max(120).pipe(z.email());
const webLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { message: messageKey('webLinkInvalid') });

/** `HH:mm`, 00:00–23:59 (a form draws it as a time input). */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: messageKey('timeInvalid') })
  .meta({ input: 'time' });
const spanSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema })
  .refine((span) => span.from < span.to, { path: ['to'], message: messageKey('hoursOrder') });
/** The hours of a place on weekdays, Saturday and Sunday; null: closed that day. */
export const openingHoursSchema = z.object({ weekdays: spanSchema, saturday: spanSchema.nullable(), sunday: spanSchema.nullable() });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Where the map of Ukraine can place a marker. */
const latitude = z.number().min(44).max(53);
const longitude = z.number().min(22).max(41);

export const socialNetworks = ['Facebook', 'Instagram', 'YouTube', 'Telegram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const servicePointServices = ['installation', 'maintenance', 'repair', 'warranty', 'heatPumps', 'showroom', 'parts'] as const;
export type ServicePointService = (typeof servicePointServices)[number];

const departmentSchema = z.object({ phone: displayPhoneSchema, email, hours: openingHoursSchema });

/** The anchor of a service point on its page (`#lviv`) and its name in the log. */
const pointId = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: messageKey('slugInvalid') });

const servicePointSchema = z.object({
  id: pointId,
  city: localized(60),
  name: localized(120),
  address: localized(),
  lat: latitude,
  lng: longitude,
  phone: displayPhoneSchema,
  hours: openingHoursSchema,
  services: z
    .array(z.enum(servicePointServices))
    .min(1)
    .max(servicePointServices.length)
    .refine((services) => new Set(services).size === services.length, { message: messageKey('listRepeats') }),
});

export const siteContactsSchema = z.object({
  phone: displayPhoneSchema,
  hotline: displayPhoneSchema,
  email,
  privacyEmail: email,
  address: localized(),
  geo: z.object({ lat: latitude, lng: longitude }),
  hours: openingHoursSchema,
  /** Each department's phone, e-mail and hours (their names and texts are the contacts page's). */
  departments: z.object(
    Object.fromEntries(contactDepartments.map((key) => [key, departmentSchema])) as Record<(typeof contactDepartments)[number], typeof departmentSchema>,
  ),
  socials: z.array(z.object({ network: z.enum(socialNetworks), href: webLink })).max(socialNetworks.length),
  stores: z.object({ appStore: webLink, googlePlay: webLink }),
  servicePoints: z
    .array(servicePointSchema)
    .min(1)
    .max(100)
    .superRefine((points, ctx) => {
      const seen = new Set<string>();
      points.forEach((point, i) => {
        if (seen.has(point.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: messageKey('servicePointIdTaken') });
        seen.add(point.id);
      });
    }),
});
export type SiteContactsDocument = z.infer<typeof siteContactsSchema>;

/** A service point in one language, as the public pages show it. */
export const servicePointViewSchema = servicePointSchema.extend({ city: z.string(), name: z.string(), address: z.string() });
export type ServicePointView = z.infer<typeof servicePointViewSchema>;

/** The document in one language: every localized text resolved. */
export const siteContactsViewSchema = siteContactsSchema.extend({
  address: z.string(),
  servicePoints: z.array(servicePointViewSchema),
});
export type SiteContacts = z.infer<typeof siteContactsViewSchema>;

/** The document as the public pages read it in `lang`. */
export function siteContactsIn(document: SiteContactsDocument, lang: Lang): SiteContacts {
  return {
    ...document,
    address: document.address[lang],
    servicePoints: document.servicePoints.map((point) => ({ ...point, city: point.city[lang], name: point.name[lang], address: point.address[lang] })),
  };
}

/** The `tel:` address of a phone written for people. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const adminSiteContactsSchema = z.object({
  document: siteContactsSchema,
  updatedAt: z.string(),
  /** The document's row: the audit log's subject. */
  id: z.number().int(),
});
export type AdminSiteContacts = z.infer<typeof adminSiteContactsSchema>;

/** The whole document (`siteContactsSchema`); 422 `document` naming the first wrong value when it is not. */
export const siteContactsSaveSchema = z.object({ document: z.record(z.string(), z.unknown()) });

export const siteContactsRoutes = {
  get: defineRoute({ method: 'GET', path: '/web/site-contacts', auth: 'public', query: langQuery, response: siteContactsViewSchema, errors: [422] }),
};

const admin = { auth: 'required', area: 'admin' } as const;
export const adminSiteContactsRoutes = {
  get: defineRoute({ ...admin, method: 'GET', path: '/admin/site-contacts', response: adminSiteContactsSchema, errors: [401, 403] }),
  /** Shown by the public pages within seconds (the content version moves). */
  save: defineRoute({
    ...admin,
    method: 'PUT',
    path: '/admin/site-contacts',
    body: siteContactsSaveSchema,
    response: adminSiteContactsSchema,
    errors: [401, 403, 422],
  }),
};
