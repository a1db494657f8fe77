import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CertificationStatus, InstallationCode, InstallationDetails, WorkOrderType } from '../../../../contracts/installations';
import { users } from './accounts';
import { type Localized, productBlocks, products } from './catalog';

/**
 * Work orders (docs/domain.md#installations) and the certifications that decide who may do them and
 * whether a unit gets the extended guarantee. Names of types and levels are stored per language.
 */
export const certificationTypes = pgTable('certification_types', {
  id: serial('id').primaryKey(),
  /** RAC, LCAC or HP: the equipment kind (products.kind). */
  code: text('code').$type<'RAC' | 'LCAC' | 'HP'>().notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  position: smallint('position').notNull(),
  /** Years an accepted level stays ACTIVE, read when support decides (the decision stores its end). */
  validityYears: smallint('validity_years').notNull().default(2),
  /** Years the extended guarantee adds to a unit's warranty, read when a job of the type is completed (the job stores them). */
  extensionYears: smallint('extension_years').notNull().default(2),
});

/** Levels per type, ordered by `rank`: 1 Basic, 2 Advanced, 3 Expert. */
export const certificationLevels = pgTable(
  'certification_levels',
  {
    id: serial('id').primaryKey(),
    certificationTypeId: integer('certification_type_id')
      .notNull()
      .references(() => certificationTypes.id),
    rank: smallint('rank').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
  },
  (t) => [uniqueIndex('certification_levels_type_rank_unique').on(t.certificationTypeId, t.rank)],
);

/**
 * An installer's certification (or request for one) of a type at a level. `EXPIRED` is never stored:
 * an `ACTIVE` row past `expiresAt` reads as expired.
 */
export const installerCertifications = pgTable(
  'installer_certifications',
  {
    id: serial('id').primaryKey(),
    installerId: integer('installer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationLevelId: integer('certification_level_id')
      .notNull()
      .references(() => certificationLevels.id),
    status: text('status').$type<Exclude<CertificationStatus, 'EXPIRED'>>().notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('installer_certifications_installer_idx').on(t.installerId, t.status),
    check('installer_certifications_status_check', sql`${t.status} in ('REQUEST', 'ACTIVE', 'DECLINED')`),
  ],
);

export const installations = pgTable(
  'installations',
  {
    id: serial('id').primaryKey(),
    workOrderType: text('work_order_type').$type<WorkOrderType>().notNull(),
    certificationTypeId: integer('certification_type_id')
      .notNull()
      .references(() => certificationTypes.id),
    code: text('code').$type<InstallationCode>().notNull().default('DRAFT'),
    /** Registered after the fact by the completed-installation wizard. */
    archived: boolean('archived').notNull().default(false),
    /** The last wizard step saved, so a draft resumes where it was left. */
    wizardStep: text('wizard_step'),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    /** An invited client (unknown phone) is a user without a password until they register. */
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    installerId: integer('installer_id').references(() => users.id),
    /** The installer's dealer when assigned: the dealer sees the installations of its installers. */
    dealerId: integer('dealer_id').references(() => users.id),
    plannedAt: date('planned_at'),
    // Address (docs/domain.md#the-wizards): a settlement from GET /addresses, then what is typed.
    settlementId: text('settlement_id'),
    visicomId: text('visicom_id'),
    region: text('region'),
    area: text('area'),
    city: text('city'),
    street: text('street'),
    house: text('house'),
    flat: text('flat'),
    floor: text('floor'),
    /** Outfit information (spec): how many blocks the equipment step asks for. */
    severalBlocks: boolean('several_blocks').notNull().default(false),
    indoorBlocksCount: smallint('indoor_blocks_count').notNull().default(0),
    outdoorBlocksCount: smallint('outdoor_blocks_count').notNull().default(1),
    /** The additional details (sale date, elevator, own route, fastening, height, access, drainage, route length, comment). */
    details: jsonb('details').$type<InstallationDetails>(),
    place: text('place'),
    extendedGuarantee: boolean('extended_guarantee').notNull().default(false),
    /** The years the extended guarantee added, fixed when the warranty started (the type's term then); null before. */
    extensionYears: smallint('extension_years'),
    cancelReason: text('cancel_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The day the work was done: the warranty and the yearly maintenance count from it. The completed-installation
     * wizard asks for it (work done earlier); a new installation takes the day the client's code is entered.
     */
    workDoneOn: date('work_done_on'),
    preventedAt: timestamp('prevented_at', { withTimezone: true }),
    /**
     * What the yearly maintenance counts from: the last visit, else the work day (at noon UTC, as `workDayOf` reads it for
     * the card), else the completion. Kept by the database, so that the overdue jobs are found through an index
     * (modules/installations/guarantee.ts).
     */
    maintainedFrom: timestamp('maintained_from', { withTimezone: true }).generatedAlwaysAs(
      sql`coalesce(prevented_at, ((work_done_on + time '12:00') at time zone 'UTC'), completed_at)`,
    ),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Random, unguessable: the warranty certificate's QR code opens the public verification page with it. */
    certificateToken: text('certificate_token').unique(),
    /** Lower-cased client name, phone, address and serials, for the list's search (trigram index). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The job's version (the card's `version`, a write's ETag): raised by every transaction that locks the job to write
     * it (rows.ts `lockInstallation`), whichever of its tables the write touches (docs/decisions/0052).
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('installations_client_idx').on(t.clientId, t.createdAt),
    index('installations_installer_idx').on(t.installerId, t.createdAt),
    /** The installer's calendar (modules/preventions). */
    index('installations_installer_planned_idx').on(t.installerId, t.plannedAt),
    index('installations_creator_idx').on(t.creatorId, t.createdAt),
    /** The installers named in one person's own jobs (the list's filter of installers), read from the index alone. */
    index('installations_creator_installer_idx').on(t.creatorId, t.installerId),
    // A company's jobs newest first; with the kind, the state and the id, a dashboard's months and its grades' jobs are read from it alone.
    index('installations_dealer_jobs_idx').on(t.dealerId, t.createdAt, t.workOrderType, t.code, t.id),
    index('installations_code_idx').on(t.code, t.createdAt),
    /** The list by state: each scope branch walks its person's (or company's) rows of one state, newest first (list.ts). */
    index('installations_client_code_idx').on(t.clientId, t.code, t.createdAt),
    index('installations_installer_code_idx').on(t.installerId, t.code, t.createdAt),
    index('installations_creator_code_idx').on(t.creatorId, t.code, t.createdAt),
    index('installations_dealer_code_idx').on(t.dealerId, t.code, t.createdAt),
    index('installations_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** The list's month filter: the date a row is listed under (modules/installations/list.ts, LISTED_DATE). */
    index('installations_listed_date_idx').on(sql`coalesce(${t.plannedAt}, (${t.createdAt} at time zone 'UTC')::date)`),
    /** The filters' months, probed per scope branch (list.ts `filterLists`). */
    index('installations_client_listed_idx').on(t.clientId, sql`coalesce(${t.plannedAt}, (${t.createdAt} at time zone 'UTC')::date)`),
    index('installations_installer_listed_idx').on(t.installerId, sql`coalesce(${t.plannedAt}, (${t.createdAt} at time zone 'UTC')::date)`),
    index('installations_creator_listed_idx').on(t.creatorId, sql`coalesce(${t.plannedAt}, (${t.createdAt} at time zone 'UTC')::date)`),
    index('installations_dealer_listed_idx').on(t.dealerId, sql`coalesce(${t.plannedAt}, (${t.createdAt} at time zone 'UTC')::date)`),
    /** The dashboards (modules/dashboard): jobs registered and completed in a period, and the jobs overdue for maintenance. */
    // With the kind and the state, so that a period's jobs per month are read from the index alone.
    index('installations_created_idx').on(t.createdAt, t.workOrderType, t.code),
    // The completion times read from the index alone: with the creation (the interval), the company and the state.
    index('installations_completion_idx')
      .on(t.completedAt, t.dealerId, t.createdAt, t.code)
      .where(sql`${t.completedAt} is not null and not ${t.archived}`),
    index('installations_maintained_idx')
      .on(t.dealerId, t.maintainedFrom)
      .where(sql`${t.code} in ('COMPLETED', 'PREVENTION')`),
    // The network's longest overdue jobs (no company to lead with): the first ten read in order, not every overdue job sorted.
    index('installations_overdue_idx')
      .on(t.maintainedFrom, t.id)
      .where(sql`${t.code} in ('COMPLETED', 'PREVENTION')`),
    /** A dealer's installers list counts each installer's completed installations (modules/dealers). */
    index('installations_installer_completed_idx')
      .on(t.installerId)
      .where(sql`${t.completedAt} is not null and ${t.code} <> 'CANCELLED'`),
    check('installations_type_check', sql`${t.workOrderType} in ('INSTALLATION', 'SERVICE', 'PREVENTION')`),
    check('installations_code_check', sql`${t.code} in ('DRAFT', 'NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION', 'CANCELLED')`),
  ],
);

/** The equipment step: catalogue products of the installation. */
export const installationProducts = pgTable(
  'installation_products',
  {
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.installationId, t.position] }),
    // A product's jobs, read from the index alone (the chats list's equipment filter, modules/chats/list.ts).
    index('installation_products_product_job_idx').on(t.productId, t.installationId),
  ],
);

/** One physical unit (indoor or outdoor block) by its serial; a serial is registered on one installation only. */
export const installationUnits = pgTable(
  'installation_units',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    blockId: integer('block_id').references(() => productBlocks.id),
    /** Upper-cased, without spaces or dashes. */
    serial: text('serial').notNull(),
    /** Set at completion: guaranteeYears (+ the extended years) from the completion date. */
    guaranteeExpiresAt: date('guarantee_expires_at'),
    extended: boolean('extended').notNull().default(false),
    /** The last performed maintenance visit (modules/preventions). */
    preventedAt: date('prevented_at'),
    /** When the next yearly maintenance is due: 12 months after completion, then after each visit. The reminders scan it. */
    maintenanceDueOn: date('maintenance_due_on'),
    /** The unit's label (`/u/{token}`): 122 random bits, drawn by the database for every unit, the first ones too. */
    labelToken: text('label_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    uniqueIndex('installation_units_serial_unique').on(t.serial),
    uniqueIndex('installation_units_label_token_unique').on(t.labelToken),
    index('installation_units_installation_idx').on(t.installationId),
    index('installation_units_due_idx').on(t.maintenanceDueOn),
  ],
);

/**
 * A service or maintenance job on units already registered on an earlier installation of the same client refers to
 * them instead of registering them again: a serial stays on one installation (docs/decisions/0031).
 */
export const installationUnitRefs = pgTable(
  'installation_unit_refs',
  {
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => installationUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.installationId, t.unitId] }), index('installation_unit_refs_unit_idx').on(t.unitId)],
);

export const installationPhotos = pgTable(
  'installation_photos',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    /** Storage key of the claimed upload. */
    key: text('key').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('installation_photos_installation_idx').on(t.installationId)],
);

/** Every change of an installation: who, when, which field, old -> new (written by one mechanism). */
export const installationHistory = pgTable(
  'installation_history',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What changed: a field (`code`, `address`, `installerId`, `units`, …) or an event (`created`, `signed`). */
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('installation_history_installation_idx').on(t.installationId, t.at)],
);

/**
 * The commissioning record: a snapshot of units, serials, photos and details with its SHA-256. The client's code
 * signs a version (`signedAt`). After that, a change is an unsigned version newer than the signed one that waits for
 * the client's new code; only then does it reach the units and photos (docs/decisions/0031).
 */
export const installationVersions = pgTable(
  'installation_versions',
  {
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Who made a change after signing (a pending version). */
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.installationId, t.version] })],
);

/** The client's grades of a signed job, once. */
export const installationGrades = pgTable(
  'installation_grades',
  {
    installationId: integer('installation_id')
      .primaryKey()
      .references(() => installations.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    installerId: integer('installer_id').references(() => users.id),
    /** The job's company, copied by a trigger when the grade is given (migration 0038): a company's dashboard reads its grades without its jobs. */
    dealerId: integer('dealer_id'),
    workRating: smallint('work_rating').notNull(),
    workComment: text('work_comment'),
    communicationRating: smallint('communication_rating').notNull(),
    communicationComment: text('communication_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The ratings as well, so that an installer's mean rating and count (the dealer's installers list, the rating page)
    // read the index only, not a heap page per grade (bench/dealer-installers.ts at 1,000,000 installations).
    index('installation_grades_installer_idx').on(t.installerId, t.createdAt, t.workRating, t.communicationRating),
    /** The dashboards' grades of a period: the network's, and a company's with the ratings (read from the index alone). */
    index('installation_grades_created_idx').on(t.createdAt),
    index('installation_grades_dealer_idx').on(t.dealerId, t.createdAt, t.workRating, t.communicationRating),
    check('installation_grades_work_check', sql`${t.workRating} between 1 and 5`),
    check('installation_grades_communication_check', sql`${t.communicationRating} between 1 and 5`),
  ],
);
