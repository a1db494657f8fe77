import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CERTIFICATION_REMINDER_DAYS,
  CERTIFICATION_VALIDITY_YEARS,
  type DealerRequestKind,
  type dealerRequestsQuery,
  type installerRequestBodySchema,
  type Lang,
} from '../../../../contracts';
import { loadVisible, mayEnter, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { certificationLevels, certificationReminders, certificationTypes, dealerRequests, installerCertifications, regions, users } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { sqlStateOf } from '../../lib/db-errors';
import { FieldsError, HttpError, notFound } from '../../lib/http-errors';
import { fullName, nameIn } from '../../lib/names';
import { toPage } from '../../lib/paging';
import type { RateLimiter } from '../../lib/rate-limit';
import type { NotificationsService } from '../notifications';
import { certificationRequestById, certificationRequestPage } from './certification-requests';
import { companyByCode, companyById, companyIdOf, lockUser, type Company } from './companies';
import { dealerInstallersPage, type DealerInstallersQuery } from './installers-list';
import { licenseEntries, refusalOf, typesAndLevels } from './license';
import { ratingPage, ratingSummary } from './rating';
import { hasWaitingRequest, isBlocked, latestOwnRequest, presentOwn, presentRequest, regionName, requestPage, requestRow } from './requests';
import { pages } from '../../../../contracts/pages';

export type DealersDeps = { db: Db; clock: Clock; rateLimit: RateLimiter; notifications: NotificationsService };

/** Dealer-code lookups per user: enough to type a few codes, too few to walk the register. */
export const DEALER_LOOKUPS_PER_USER = { max: 30, windowSeconds: 10 * 60 };
/** Requests (installer, dealer change) a user may send per day, whatever the answers. */
export const DEALER_REQUESTS_PER_USER = { max: 10, windowSeconds: 24 * 60 * 60 };

const field = (name: string, key: string) => new FieldsError({ [name]: [key] });
const alreadyDecided = () => new HttpError(409, 'dealers.alreadyDecided');
const inYears = (from: Date, years: number) => {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

type Paging = { page: number; perPage: number; url: (page: number) => string };

/**
 * Dealers, installers and certifications (docs/domain.md#people-and-companies and #certifications;
 * docs/decisions/0026-dealer-requests.md): the dealer's installers and company, the installer's licence,
 * rating and dealer, the requests addressed to a dealer and their decisions, and support's decisions of
 * certification applications.
 */
export function createDealersService({ db, clock, rateLimit, notifications }: DealersDeps) {
  async function recipient(tx: Tx, userId: number) {
    const [row] = await tx.db.select({ id: users.id, language: users.language }).from(users).where(eq(users.id, userId));
    return row;
  }

  async function dealerByCode(dealerCode: string, key = 'dealerCode'): Promise<Company & { dealerCode: string }> {
    const dealer = await companyByCode(db, dealerCode);
    if (!dealer?.dealerCode) throw field(key, 'dealerUnknown');
    return { ...dealer, dealerCode: dealer.dealerCode };
  }

  async function installerDealerView(viewer: Viewer) {
    const [me] = await db.select({ dealerId: users.dealerId }).from(users).where(eq(users.id, viewer.id));
    const dealer = me?.dealerId ? await companyById(db, me.dealerId) : null;
    const request = await latestOwnRequest(db, viewer.id, 'DEALER_CHANGE');
    return {
      dealer: dealer ? { id: dealer.id, name: dealer.name, dealerCode: dealer.dealerCode, phone: dealer.phone, email: dealer.email } : null,
      status: request?.status ?? ('NOT_SENT' as const),
      request: request ? presentOwn(request) : null,
    };
  }

  /** Sends a request to a dealer: one waiting per person, none to a dealer that blocked them. */
  async function sendRequest(
    viewer: Viewer,
    kind: DealerRequestKind,
    dealer: Company,
    values: Partial<typeof dealerRequests.$inferInsert>,
    blockedKey: string,
  ) {
    await rateLimit.consume(`dealers:requests:${viewer.id}`, DEALER_REQUESTS_PER_USER);
    return transaction(db, async (tx) => {
      const me = await lockUser(tx.db, viewer.id);
      if (!me) throw notFound();
      if (await hasWaitingRequest(tx.db, viewer.id)) throw field(blockedKey, 'dealerRequestPending');
      if (await isBlocked(tx.db, viewer.id, dealer.id)) throw field(blockedKey, 'dealerBlocked');
      const [row] = await tx.db
        .insert(dealerRequests)
        .values({
          kind,
          userId: viewer.id,
          dealerId: dealer.id,
          previousDealerId: kind === 'DEALER_CHANGE' ? me.dealerId : null,
          createdAt: clock.now(),
          ...values,
        })
        .returning({ id: dealerRequests.id })
        .catch((error: unknown) => {
          // Two requests at once: the partial unique index keeps one waiting.
          if (sqlStateOf(error) === '23505') throw field(blockedKey, 'dealerRequestPending');
          throw error;
        });
      const to = await recipient(tx, dealer.id);
      await notifications.notify(tx, to, {
        kind: kind === 'INSTALLER' ? 'installerRequest' : 'dealerChangeRequest',
        values: { name: fullName(me) },
        link: pages.installers({ tab: 'requests' }),
      });
      return row.id;
    });
  }

  /** Decides a request addressed to the viewer's company (the admin: any), once. */
  async function decide(viewer: Viewer, id: number, status: 'ACCEPTED' | 'DECLINED' | 'BLOCKED', reason: string | null, lang: Lang) {
    await transaction(db, async (tx) => {
      const request = await loadVisible(tx.db, 'dealerRequests', viewer, id);
      const user = await lockUser(tx.db, request.userId);
      const [decided] = await tx.db
        .update(dealerRequests)
        .set({ status, reason, decidedBy: viewer.id, decidedAt: clock.now() })
        .where(and(eq(dealerRequests.id, id), eq(dealerRequests.status, 'SENT')))
        .returning();
      if (!decided || !user) throw alreadyDecided();
      const dealer = (await companyById(tx.db, decided.dealerId))!;
      if (status === 'ACCEPTED') {
        // An installer request makes a client an installer; a dealer change moves an installer. Anything else changed meanwhile.
        if ((decided.kind === 'INSTALLER' && user.role !== 'USER') || (decided.kind === 'DEALER_CHANGE' && user.role !== 'INSTALLER')) throw alreadyDecided();
        const [installer] = await rowsOf<{ id: number }>(tx.db, sql`select id from roles where name = 'INSTALLER'`);
        await tx.db.update(users).set({ roleId: installer.id, dealerId: decided.dealerId, updatedAt: clock.now() }).where(eq(users.id, user.id));
        if (decided.kind === 'INSTALLER' && decided.certificationTypeId) await applyForBasic(tx, user.id, decided.certificationTypeId);
      }
      const kind = decided.kind === 'INSTALLER' ? 'installerRequest' : 'dealerChange';
      await notifications.notify(
        tx,
        { id: user.id, language: user.language },
        {
          kind: `${kind}${status === 'ACCEPTED' ? 'Accepted' : 'Declined'}`,
          values: { dealer: dealer.name, reason: reason ?? '—' },
          link: decided.kind === 'INSTALLER' && status === 'ACCEPTED' ? pages.license() : pages.dealer(),
        },
      );
    });
    return presentRequest((await requestRow(db, id))!, lang);
  }

  /** A new installer's chosen type awaits support's decision at its first level (unless they hold or asked for one). */
  async function applyForBasic(tx: Tx, installerId: number, certificationTypeId: number) {
    const [level] = await tx.db
      .select({ id: certificationLevels.id })
      .from(certificationLevels)
      .where(eq(certificationLevels.certificationTypeId, certificationTypeId))
      .orderBy(certificationLevels.rank)
      .limit(1);
    const existing = await rowsOf<{ one: number }>(
      tx.db,
      sql`select 1 as one from installer_certifications c join certification_levels l on l.id = c.certification_level_id
          where c.installer_id = ${installerId} and l.certification_type_id = ${certificationTypeId} and c.status in ('REQUEST', 'ACTIVE') limit 1`,
    );
    if (level && !existing.length)
      await tx.db.insert(installerCertifications).values({ installerId, certificationLevelId: level.id, status: 'REQUEST', createdAt: clock.now() });
  }

  /** Support decides an application, once. */
  async function decideCertification(id: number, status: 'ACTIVE' | 'DECLINED', reason: string | null, lang: Lang) {
    const now = clock.now();
    await transaction(db, async (tx) => {
      const [application] = await tx.db
        .select({ c: installerCertifications, l: certificationLevels, t: certificationTypes })
        .from(installerCertifications)
        .innerJoin(certificationLevels, eq(certificationLevels.id, installerCertifications.certificationLevelId))
        .innerJoin(certificationTypes, eq(certificationTypes.id, certificationLevels.certificationTypeId))
        .where(eq(installerCertifications.id, id));
      if (!application) throw notFound();
      const installer = await lockUser(tx.db, application.c.installerId);
      const [decided] = await tx.db
        .update(installerCertifications)
        .set({ status, reason, decidedAt: now, expiresAt: status === 'ACTIVE' ? inYears(now, CERTIFICATION_VALIDITY_YEARS) : null })
        .where(and(eq(installerCertifications.id, id), eq(installerCertifications.status, 'REQUEST')))
        .returning({ id: installerCertifications.id });
      if (!decided || !installer) throw alreadyDecided();
      if (status === 'ACTIVE') {
        // One certification per type (docs/domain.md#certifications): the accepted level replaces the one held before.
        await tx.db.execute(sql`delete from installer_certifications c using certification_levels l
                                where l.id = c.certification_level_id and c.installer_id = ${installer.id} and c.id <> ${id}
                                  and c.status = 'ACTIVE' and l.certification_type_id = ${application.t.id}`);
      }
      await notifications.notify(
        tx,
        { id: installer.id, language: installer.language },
        {
          kind: status === 'ACTIVE' ? 'certificationApproved' : 'certificationDeclined',
          values: {
            level: nameIn(application.l.name, installer.language as Lang),
            type: nameIn(application.t.name, installer.language as Lang),
            reason: reason ?? '',
          },
          link: pages.license(),
        },
      );
    });
    return (await certificationRequestById(db, id, lang, now))!;
  }

  return {
    // ------------------------------------------------------------ dealer pages

    async installers(viewer: Viewer, q: DealerInstallersQuery, url: (page: number) => string) {
      const { total, items } = await dealerInstallersPage(db, viewer, q, clock.now());
      return toPage(items, { page: q.page, perPage: q.perPage, total, url });
    },

    certifications: (lang: Lang) => typesAndLevels(db, lang),

    /** The viewer's company; the admin, who has none, gets 404. */
    async info(viewer: Viewer) {
      if (viewer.role === 'ADMIN') throw notFound();
      const dealerId = await companyIdOf(db, viewer);
      const company = await companyById(db, dealerId);
      if (!company) throw notFound();
      const [counts] = await rowsOf<{ installers: number; pending: number }>(
        db,
        sql`select (select count(*)::int from users u where u.dealer_id = ${dealerId} and u.role_id = (select id from roles where name = 'INSTALLER')) as installers,
                   (select count(*)::int from dealer_requests q where q.dealer_id = ${dealerId} and q.status = 'SENT') as pending`,
      );
      return { ...company, installersCount: counts.installers, pendingRequestsCount: counts.pending, canDecide: mayEnter(viewer.role, 'dealerDecisions') };
    },

    async lookup(viewer: Viewer, dealerCode: string) {
      await rateLimit.consume(`dealers:lookup:${viewer.id}`, DEALER_LOOKUPS_PER_USER);
      return { dealerName: (await dealerByCode(dealerCode)).name };
    },

    async requests(viewer: Viewer, q: z.infer<typeof dealerRequestsQuery>, url: (page: number) => string) {
      const { total, rows } = await requestPage(db, viewer, q);
      return toPage(
        rows.map((r) => presentRequest(r, q.lang)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },

    accept: (viewer: Viewer, id: number, lang: Lang) => decide(viewer, id, 'ACCEPTED', null, lang),
    decline: (viewer: Viewer, id: number, reason: string, lang: Lang) => decide(viewer, id, 'DECLINED', reason, lang),
    block: (viewer: Viewer, id: number, reason: string | null, lang: Lang) => decide(viewer, id, 'BLOCKED', reason, lang),

    // ------------------------------------------------------------ installer pages

    async license(viewer: Viewer, lang: Lang) {
      const now = clock.now();
      const [me] = await db.select({ name: users.name, lastname: users.lastname, dealerId: users.dealerId }).from(users).where(eq(users.id, viewer.id));
      const [entries, dealer, { certificationTypes: types }] = await Promise.all([
        licenseEntries(db, viewer.id, lang, now),
        me.dealerId ? companyById(db, me.dealerId) : null,
        typesAndLevels(db, lang),
      ]);
      return {
        license: {
          installerId: viewer.id,
          fullName: fullName(me),
          dealerName: dealer?.name ?? null,
          certified: entries.some((e) => e.status === 'ACTIVE'),
          entries,
        },
        certificationTypes: types,
      };
    },

    async certificationRequestCreate(viewer: Viewer, lang: Lang) {
      const [entries, { certificationLevels: levels }] = await Promise.all([licenseEntries(db, viewer.id, lang, clock.now()), typesAndLevels(db, lang)]);
      const open = levels.filter(
        (l) =>
          refusalOf(
            entries.find((e) => e.certificationType.id === l.certificationTypeId)!,
            l.rank,
          ) === null,
      );
      return {
        certificationTypes: entries
          .map((e) => ({
            ...e.certificationType,
            levels: open.filter((l) => l.certificationTypeId === e.certificationType.id).map(({ id, rank, name }) => ({ id, rank, name })),
          }))
          .filter((t) => t.levels.length > 0),
        certificationLevels: open,
      };
    },

    /** Applies for a level (`levelId`): 422 `level` for an unknown level or one not above the level held, `certification` while one of the type waits. */
    async apply(viewer: Viewer, levelId: number, lang: Lang) {
      const id = await transaction(db, async (tx) => {
        await lockUser(tx.db, viewer.id);
        const [level] = await tx.db.select().from(certificationLevels).where(eq(certificationLevels.id, levelId));
        if (!level) throw field('level', 'certificationLevelUnknown');
        const entry = (await licenseEntries(tx.db, viewer.id, lang, clock.now())).find((e) => e.certificationType.id === level.certificationTypeId)!;
        const refusal = refusalOf(entry, level.rank);
        if (refusal === 'certification') throw field('certification', 'certificationPending');
        if (refusal === 'level') throw field('level', 'certificationLevelNotHigher');
        const [row] = await tx.db
          .insert(installerCertifications)
          .values({ installerId: viewer.id, certificationLevelId: level.id, status: 'REQUEST', createdAt: clock.now() })
          .returning({ id: installerCertifications.id });
        return row.id;
      });
      const entry = (await licenseEntries(db, viewer.id, lang, clock.now())).find((e) => e.request?.id === id)!;
      return { id, certificationType: entry.certificationType, level: entry.request!.level, status: 'REQUEST' as const, createdAt: entry.request!.createdAt };
    },

    async rating(viewer: Viewer, paging: Paging) {
      const [summary, items] = await Promise.all([ratingSummary(db, viewer.id), ratingPage(db, viewer.id, paging.page, paging.perPage)]);
      return { meanRating: summary.meanRating, ratingsCount: summary.ratingsCount, ratings: toPage(items, { ...paging, total: summary.ratingsCount }) };
    },

    dealer: installerDealerView,

    /** Asks to move to another dealer: 422 `dealerCode` for an unknown code, `dealer` for one's own dealer or while a request waits. */
    async requestDealerChange(viewer: Viewer, body: { comment: string; dealerCode: string }) {
      const dealer = await dealerByCode(body.dealerCode);
      const [me] = await db.select({ dealerId: users.dealerId }).from(users).where(eq(users.id, viewer.id));
      if (me?.dealerId === dealer.id) throw field('dealer', 'dealerOwn');
      await sendRequest(viewer, 'DEALER_CHANGE', dealer, { comment: body.comment }, 'dealer');
      return installerDealerView(viewer);
    },

    // ------------------------------------------------------------ becoming an installer

    async installerRequestCreate(viewer: Viewer, lang: Lang) {
      const [{ certificationTypes: types }, regionRows, request] = await Promise.all([
        typesAndLevels(db, lang),
        db
          .select()
          .from(regions)
          .orderBy(lang === 'uk' ? regions.name : regions.nameLatin),
        latestOwnRequest(db, viewer.id, 'INSTALLER'),
      ]);
      return {
        certificationTypes: types,
        regions: regionRows.map((r) => ({ id: r.id, name: regionName(r, lang) })),
        request: request ? presentOwn(request) : null,
      };
    },

    /** A client asks to become an installer of the dealer named by its code; every unknown field is a 422 of its own. */
    async requestToBecomeInstaller(viewer: Viewer, body: z.infer<typeof installerRequestBodySchema>) {
      const [dealer, [region], [type]] = await Promise.all([
        companyByCode(db, body.dealerCode),
        db.select({ id: regions.id }).from(regions).where(eq(regions.id, body.regionId)),
        db.select({ id: certificationTypes.id }).from(certificationTypes).where(eq(certificationTypes.id, body.certificationTypeId)),
      ]);
      const errors: Record<string, string[]> = {};
      if (!dealer?.dealerCode) errors.dealerCode = ['dealerUnknown'];
      if (!region) errors.regionId = ['dealerRegionUnknown'];
      if (!type) errors.certificationTypeId = ['dealerCertificationTypeUnknown'];
      if (Object.keys(errors).length || !dealer) throw new FieldsError(errors);
      const id = await sendRequest(
        viewer,
        'INSTALLER',
        dealer,
        { supplier: body.name, regionId: body.regionId, certificationTypeId: body.certificationTypeId, lastJobLicense: body.lastJobLicense || null },
        'dealerCode',
      );
      return presentOwn((await requestRow(db, id))!);
    },

    // ------------------------------------------------------------ support

    async certificationRequests(q: { status: string; search?: string; page: number; perPage: number; lang: Lang }, url: (page: number) => string) {
      const { total, items } = await certificationRequestPage(db, q, clock.now());
      return toPage(items, { page: q.page, perPage: q.perPage, total, url });
    },
    acceptCertification: (id: number, lang: Lang) => decideCertification(id, 'ACTIVE', null, lang),
    declineCertification: (id: number, reason: string, lang: Lang) => decideCertification(id, 'DECLINED', reason, lang),

    /**
     * Reminds installers of certifications ending within CERTIFICATION_REMINDER_DAYS, once per certification
     * and end date: the reminder row is inserted first (`on conflict do nothing`), so several API copies or
     * runs notify once.
     */
    async remindExpiring() {
      const now = clock.now();
      const until = new Date(now.getTime() + CERTIFICATION_REMINDER_DAYS * 24 * 60 * 60 * 1000);
      const due = await rowsOf<{ id: number; expiresAt: Date | string }>(
        db,
        sql`select c.id, c.expires_at as "expiresAt" from installer_certifications c
            where c.status = 'ACTIVE' and c.expires_at > ${now.toISOString()} and c.expires_at <= ${until.toISOString()}
              and not exists (select 1 from certification_reminders r where r.certification_id = c.id and r.expires_at = c.expires_at)`,
      );
      let sent = 0;
      for (const { id, expiresAt } of due) {
        await transaction(db, async (tx) => {
          const [claimed] = await tx.db
            .insert(certificationReminders)
            .values({ certificationId: id, expiresAt: new Date(expiresAt), sentAt: now })
            .onConflictDoNothing()
            .returning({ id: certificationReminders.certificationId });
          if (!claimed) return;
          const [row] = await tx.db
            .select({
              installerId: installerCertifications.installerId,
              language: users.language,
              level: certificationLevels.name,
              type: certificationTypes.name,
            })
            .from(installerCertifications)
            .innerJoin(users, eq(users.id, installerCertifications.installerId))
            .innerJoin(certificationLevels, eq(certificationLevels.id, installerCertifications.certificationLevelId))
            .innerJoin(certificationTypes, eq(certificationTypes.id, certificationLevels.certificationTypeId))
            .where(eq(installerCertifications.id, id));
          const lang = row.language as Lang;
          await notifications.notify(
            tx,
            { id: row.installerId, language: row.language },
            {
              kind: 'certificationExpiring',
              values: { level: nameIn(row.level, lang), type: nameIn(row.type, lang), date: new Date(expiresAt).toISOString().slice(0, 10) },
              link: pages.license(),
            },
          );
          sent++;
        });
      }
      return sent;
    },
  };
}

export type DealersService = ReturnType<typeof createDealersService>;
