import { infoPageKeys, infoPageSchemas, locales, siteContactsSchema, type InfoPageDocuments, type Lang } from '../../../../../contracts';
import type { Seeder } from '../../../db/seed';
import { infoPages, siteContacts } from '../../../db/schema';
import { en as buyerEn } from './buyer/en';
import { pl as buyerPl } from './buyer/pl';
import { uk as buyerUk } from './buyer/uk';
import { en as companyEn } from './company/en';
import { pl as companyPl } from './company/pl';
import { uk as companyUk } from './company/uk';
import { contacts } from './contacts';
import { place } from './place';
import { siteContactsSeed } from './site-contacts';
import { en as privacyEn } from './privacy/en';
import { pl as privacyPl } from './privacy/pl';
import { uk as privacyUk } from './privacy/uk';

/** The pages' texts as they were written in code and messages: their first published version. */
export const seedPages: { [K in keyof InfoPageDocuments]: Record<Lang, InfoPageDocuments[K]> } = {
  company: { uk: companyUk, en: companyEn, pl: companyPl },
  contacts,
  place,
  buyer: { uk: buyerUk, en: buyerEn, pl: buyerPl },
  privacy: { uk: privacyUk, en: privacyEn, pl: privacyPl },
};

/** Every page in every language, published, in production too (support edits them from there). */
export const infoPagesSeeder: Seeder = {
  name: 'info-pages',
  demo: false,
  async run(db) {
    await db
      .insert(infoPages)
      .values(infoPageKeys.flatMap((key) => locales.map((lang) => ({ key, lang, published: infoPageSchemas[key].parse(seedPages[key][lang]) }))));
  },
};

/** The contact details and service points, in production too. */
export const siteContactsSeeder: Seeder = {
  name: 'site-contacts',
  demo: false,
  async run(db) {
    await db.insert(siteContacts).values({ document: siteContactsSchema.parse(siteContactsSeed) });
  },
};
