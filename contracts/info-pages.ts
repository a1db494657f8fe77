import { z } from 'zod';
import { langQuery, langSchema } from './common';
import { locales } from './constants';
import { isoDate } from './installations';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * The information pages (docs/decisions/0043-information-pages-in-the-database.md): each page's texts are one typed
 * document per language, in the shape its layout draws. Support edits a draft in the back-office and publishes it; the
 * public page shows the published document. The schemas below are the one definition of each page's shape: the API
 * validates a draft with them, the back-office builds its form from them, the pages render their types.
 */

export const infoPageKeys = ['company', 'contacts', 'place', 'buyer', 'privacy'] as const;
export type InfoPageKey = (typeof infoPageKeys)[number];

/** A line of text: a heading, a label, a button. */
const line = (max = 200) => textSchema().trim().min(1).max(max);
/** A paragraph: the form gives it a text area. */
const paragraph = (max = 3000) => textSchema().trim().min(1).max(max).meta({ multiline: true });
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).min(1).max(max);

/** A chapter's address on its page (`#warranty`): lower-case Latin letters and digits in words joined by hyphens. */
const anchor = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: messageKey('slugInvalid') });

/** A block of a chapter: the typography is the page's, the text is the document's. */
export const infoBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: paragraph() }),
  z.object({ type: z.literal('h3'), text: line() }),
  z.object({ type: z.literal('ul'), items: list(paragraph(1000), 30) }),
  z.object({ type: z.literal('ol'), items: list(paragraph(1000), 30) }),
  z.object({ type: z.literal('note'), text: paragraph() }),
  z.object({ type: z.literal('table'), caption: line(), head: list(line(), 8), rows: list(list(line(500), 8), 40) }),
]);
export type InfoBlock = z.infer<typeof infoBlockSchema>;
export const infoBlockTypes = infoBlockSchema.options.map((option) => option.shape.type.value);

const chapter = z.object({ id: anchor, title: line(), blocks: list(infoBlockSchema, 60) });
const meta = z.object({ title: line(70), description: paragraph(300) });
const callToAction = z.object({ title: line(), text: paragraph(), catalogue: line(60), contacts: line(60) });

/** The icons a service on the company page can carry. */
export const companyServiceIcons = ['sales', 'design', 'installation', 'service'] as const;
/** The contacts page's departments; their phones, e-mails and hours are the site's contact details (contracts/site-contacts.ts). */
export const contactDepartments = ['sales', 'service', 'partners', 'projects'] as const;
export type ContactDepartment = (typeof contactDepartments)[number];

const titled = z.object({ title: line(), text: paragraph() });

export const companyPageSchema = z.object({
  meta,
  title: line(),
  lead: paragraph(),
  story: z.object({ title: line(), paragraphs: list(paragraph(), 10) }),
  services: z.object({
    title: line(),
    items: list(z.object({ icon: z.enum(companyServiceIcons), title: line(), text: paragraph() }), 8),
  }),
  network: z.object({ title: line(), paragraphs: list(paragraph(), 10), levelsTitle: line(), levels: list(titled, 8) }),
  warranty: z.object({ title: line(), paragraphs: list(paragraph(), 10), points: list(paragraph(500), 12) }),
  numbers: z.object({ title: line(), items: list(z.object({ value: line(20), label: line(100) }), 8) }),
  values: z.object({ title: line(), items: list(titled, 8) }),
  cta: callToAction,
});

export const contactsPageSchema = z.object({
  meta,
  title: line(),
  lead: paragraph(),
  directions: paragraph(500),
  visitTitle: line(),
  visitText: paragraph(),
  departmentsTitle: line(),
  departmentsIntro: paragraph(500),
  departments: z.object(
    Object.fromEntries(contactDepartments.map((key) => [key, z.object({ name: line(), text: paragraph(500) })])) as Record<
      ContactDepartment,
      z.ZodObject<{ name: ReturnType<typeof line>; text: ReturnType<typeof paragraph> }>
    >,
  ),
  placeTitle: line(),
  placeText: paragraph(500),
  placeLink: line(60),
  socialsTitle: line(),
  socialsText: paragraph(500),
});

export const placePageSchema = z.object({ meta, title: line(), lead: paragraph(), ctaTitle: line(), ctaText: paragraph(500) });

export const buyerPageSchema = z.object({
  meta,
  title: line(),
  lead: paragraph(),
  tocTitle: line(60),
  sections: list(chapter, 30),
  faqTitle: line(),
  faq: list(z.object({ question: line(300), answer: list(paragraph(), 10) }), 40),
  cta: callToAction,
});

export const privacyPageSchema = z.object({
  meta,
  title: line(),
  lead: paragraph(),
  /** The day this version of the policy took effect. */
  updated: isoDate,
  updatedLabel: line(60),
  tocTitle: line(60),
  sections: list(chapter, 30),
  contact: z.object({ title: line(), text: paragraph(), email: line(60), address: line(60) }),
});

export const infoPageSchemas = {
  company: companyPageSchema,
  contacts: contactsPageSchema,
  place: placePageSchema,
  buyer: buyerPageSchema,
  privacy: privacyPageSchema,
} satisfies Record<InfoPageKey, z.ZodObject>;
export type InfoPageDocuments = { [K in InfoPageKey]: z.infer<(typeof infoPageSchemas)[K]> };
export type InfoPageDocument<K extends InfoPageKey = InfoPageKey> = InfoPageDocuments[K];

// ---------------------------------------------------------------- public

const keyParam = z.object({ key: z.enum(infoPageKeys) });

const published = <K extends InfoPageKey>(key: K) =>
  z.object({ key: z.literal(key), lang: langSchema, document: infoPageSchemas[key], publishedAt: z.string() });
export const infoPageSchema = z.discriminatedUnion('key', [
  published('company'),
  published('contacts'),
  published('place'),
  published('buyer'),
  published('privacy'),
]);
export type InfoPage<K extends InfoPageKey = InfoPageKey> = Extract<z.infer<typeof infoPageSchema>, { key: K }>;

export const infoPageRoutes = {
  /** The published text of a page in the language. */
  page: defineRoute({
    method: 'GET',
    path: '/web/pages/:key',
    auth: 'public',
    params: keyParam,
    query: langQuery,
    response: infoPageSchema,
    errors: [404, 422],
  }),
};

// ---------------------------------------------------------------- back-office

export const adminInfoPageTextSchema = z.object({
  /** The page's row in this language: the audit log's subject. */
  id: z.number().int(),
  published: z.record(z.string(), z.unknown()),
  publishedAt: z.string(),
  /** The unpublished changes, or null when the page shows what is saved. */
  draft: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.string(),
});
export const adminInfoPageSchema = z.object({
  key: z.enum(infoPageKeys),
  texts: z.object(
    Object.fromEntries(locales.map((lang) => [lang, adminInfoPageTextSchema])) as Record<(typeof locales)[number], typeof adminInfoPageTextSchema>,
  ),
});
export type AdminInfoPage = z.infer<typeof adminInfoPageSchema>;

export const adminInfoPageItemSchema = z.object({
  key: z.enum(infoPageKeys),
  texts: z.object(
    Object.fromEntries(
      locales.map((lang) => [lang, z.object({ title: z.string(), publishedAt: z.string(), hasDraft: z.boolean(), updatedAt: z.string() })]),
    ) as Record<(typeof locales)[number], z.ZodObject<{ title: z.ZodString; publishedAt: z.ZodString; hasDraft: z.ZodBoolean; updatedAt: z.ZodString }>>,
  ),
});
export type AdminInfoPageItem = z.infer<typeof adminInfoPageItemSchema>;

/** A draft: the page's whole document in its shape (`infoPageSchemas[key]`); 422 `document` when it is not. */
export const infoPageDraftSchema = z.object({ document: z.record(z.string(), z.unknown()) });
export type InfoPageDraft = z.infer<typeof infoPageDraftSchema>;

const pageLangParams = keyParam.extend({ lang: langSchema });
const admin = { auth: 'required', area: 'admin' } as const;

export const adminInfoPageRoutes = {
  list: defineRoute({ ...admin, method: 'GET', path: '/admin/pages', response: z.array(adminInfoPageItemSchema), errors: [401, 403] }),
  page: defineRoute({ ...admin, method: 'GET', path: '/admin/pages/:key', params: keyParam, response: adminInfoPageSchema, errors: [401, 403, 404, 422] }),
  saveDraft: defineRoute({
    ...admin,
    method: 'PUT',
    path: '/admin/pages/:key/:lang/draft',
    params: pageLangParams,
    body: infoPageDraftSchema,
    response: adminInfoPageSchema,
    errors: [401, 403, 404, 422],
  }),
  discardDraft: defineRoute({
    ...admin,
    method: 'DELETE',
    path: '/admin/pages/:key/:lang/draft',
    params: pageLangParams,
    response: adminInfoPageSchema,
    errors: [401, 403, 404, 422],
  }),
  /** The draft becomes the published text (422 `draft` when there is none). */
  publish: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/pages/:key/:lang/publish',
    params: pageLangParams,
    response: adminInfoPageSchema,
    errors: [401, 403, 404, 422],
  }),
};
