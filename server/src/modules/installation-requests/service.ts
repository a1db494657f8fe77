import { and, eq, inArray } from 'drizzle-orm';
import { type InstallationRequest, type InstallationRequestBody, type InstallationRequestStatus, type Lang } from '../../../../contracts';
import { mayEnter, scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { certificationTypes, installationRequests, installations, roles, settlements, users } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { FieldsError, HttpError, notFound } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import { toPage } from '../../lib/paging';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import type { UploadsService } from '../uploads';
import { createFaultReports } from './fault-reports';
import { addressOf, lockRequest, requestPage, requestWithNames, updateRequest, type RequestRow, type RequestWithNames } from './queries';
import { pages } from '../../../../contracts/pages';
import { kyivDay } from '../../../../contracts/kyiv-day';

export type InstallationRequestsDeps = {
  db: Db;
  rateLimit: RateLimiter;
  notifications: NotificationsService;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  uploads: UploadsService;
};

/** Requests a client may send per day: enough for real needs, too few to flood support. */
export const REQUESTS_PER_DAY: Limit = { max: 5, windowSeconds: 24 * 60 * 60 };

const COLORS: Record<InstallationRequestStatus, string> = { NEW: '#3B82F6', IN_PROGRESS: '#F59E0B', DONE: '#10B981', DECLINED: '#EF4444' };
const OPEN: InstallationRequestStatus[] = ['NEW', 'IN_PROGRESS'];

/** A 409 with its text under `api.errors.installationRequests.*`. */
const conflict = (reason: 'closed' | 'notTaken') => new HttpError(409, `installationRequests.${reason}`);

function present(row: RequestWithNames, viewer: Viewer, t: Translator, lang: Lang): InstallationRequest {
  const r = row.request;
  const open = OPEN.includes(r.status);
  return {
    id: r.id,
    status: { value: r.status, name: t(`installationRequests.status.${r.status}`), color: COLORS[r.status] },
    workOrderType: { value: r.workOrderType, name: t(`installations.workOrderType.${r.workOrderType}`) },
    certificationType: { id: r.certificationTypeId, name: row.typeName[lang] ?? row.typeName.uk },
    settlementId: r.settlementId,
    street: r.street,
    house: r.house,
    flat: r.flat,
    address: addressOf(r),
    preferredDate: r.preferredDate,
    comment: r.comment,
    installationId: r.installationId,
    createdInstallationId: r.createdInstallationId,
    declineReason: r.declineReason,
    client: row.client && { id: row.client.id, fullName: fullName(row.client), phone: row.client.phone },
    reporter: r.reporterPhone === null ? null : { name: r.reporterName ?? '', phone: r.reporterPhone },
    unit: row.unit?.serial ? { product: row.unit.product, model: row.unit.model, serial: row.unit.serial } : null,
    photos: r.photos.map((_, index) => ({ index })),
    createdAt: r.createdAt.toISOString(),
    canBeTaken: viewer.role === 'ADMIN' && open,
    canBeDeclined: viewer.role === 'ADMIN' && open,
  };
}

/** Requests for work (docs/decisions/0028-installation-requests.md). */
export function createInstallationRequestsService({ db, rateLimit, notifications, clock, audit, uploads }: InstallationRequestsDeps) {
  async function visible(viewer: Viewer, id: number, lang: Lang) {
    const row = await requestWithNames(db, viewer, id, lang);
    if (!row) throw notFound();
    return row;
  }

  /** Changes an open request under a lock; `change` answers the new values (or throws), and the decision is logged as `action`. */
  async function handle(
    viewer: Viewer,
    id: number,
    action: 'installationRequest.take' | 'installationRequest.decline',
    change: (tx: Tx, row: RequestRow) => Promise<Partial<RequestRow> | null>,
    t: Translator,
    lang: Lang,
  ) {
    await visible(viewer, id, lang);
    await transaction(db, async (tx) => {
      const row = await lockRequest(tx.db, id);
      const values = await change(tx, row);
      if (!values) return;
      await updateRequest(tx.db, eq(installationRequests.id, id), values, clock.now());
      await audit.record(tx, { actorId: viewer.id, action, subjectType: 'installationRequest', subjectId: id, before: row, after: values });
    });
    return present(await visible(viewer, id, lang), viewer, t, lang);
  }

  return {
    /** A client's request: checked field by field (nothing stored on a 422), then counted (429 past the daily limit). */
    async create(viewer: Viewer, body: InstallationRequestBody, t: Translator, lang: Lang) {
      const fields: Record<string, string[]> = {};
      const [[type], [place]] = await Promise.all([
        db.select({ id: certificationTypes.id }).from(certificationTypes).where(eq(certificationTypes.id, body.certificationTypeId)),
        db.select().from(settlements).where(eq(settlements.code, body.settlementId)),
      ]);
      if (!type) fields.certificationTypeId = ['installationCertificationTypeUnknown'];
      if (!place) fields.settlementId = ['installationSettlementUnknown'];
      if (body.preferredDate && body.preferredDate < kyivDay(clock.now())) fields.preferredDate = ['installationRequestDateInPast'];
      let installerId: number | null = null;
      if (body.installationId) {
        const [own] = await db
          .select({ installerId: installations.installerId })
          .from(installations)
          .where(and(eq(installations.id, body.installationId), scopeOf('installations', viewer)));
        if (own) installerId = own.installerId;
        else fields.installationId = ['installationRequestInstallationUnknown'];
      }
      if (Object.keys(fields).length) throw new FieldsError(fields);
      // Counted before the transaction: the counters may live in the same (single-connection) database.
      await rateLimit.consume(`installation-requests:${viewer.id}`, REQUESTS_PER_DAY);

      const id = await transaction(db, async (tx) => {
        const [row] = await tx.db
          .insert(installationRequests)
          .values({
            clientId: viewer.id,
            workOrderType: body.workOrderType,
            certificationTypeId: body.certificationTypeId,
            settlementId: place!.code,
            visicomId: body.visicomId || null,
            region: place!.region,
            area: place!.area,
            city: place!.name,
            street: body.street,
            house: body.house,
            flat: body.flat || null,
            preferredDate: body.preferredDate ?? null,
            installationId: body.installationId ?? null,
            comment: body.comment || null,
          })
          .returning();
        const admins = await tx.db
          .select({ id: users.id, language: users.language })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(eq(roles.name, 'ADMIN'));
        const values = { number: row.id, address: addressOf(row) };
        await notifications.notifyEach(tx, admins, { kind: 'installationRequestNew', values, link: pages.installationRequests() });
        if (installerId !== null && installerId !== viewer.id) {
          await notifications.notifyUser(tx, installerId, {
            kind: 'installationRequestAboutYours',
            values: { ...values, installation: body.installationId! },
            link: pages.installation(body.installationId!),
          });
        }
        return row.id;
      });
      return present(await visible(viewer, id, lang), viewer, t, lang);
    },

    async list(
      viewer: Viewer,
      q: { page: number; perPage: number; status?: InstallationRequestStatus },
      t: Translator,
      lang: Lang,
      url: (page: number) => string,
    ) {
      const { total, rows } = await requestPage(db, viewer, q.status, q.page, q.perPage, lang);
      return toPage(
        rows.map((r) => present(r, viewer, t, lang)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },

    read: async (viewer: Viewer, id: number, t: Translator, lang: Lang) => present(await visible(viewer, id, lang), viewer, t, lang),

    ...createFaultReports({ db, rateLimit, notifications, uploads }),

    /** A photo of a fault report, for those who see the request. */
    async photo(viewer: Viewer, id: number, index: number) {
      const photo = (await visible(viewer, id, 'uk')).request.photos[index];
      if (!photo) throw notFound();
      return { name: `request-${id}-${index + 1}.jpg`, mime: 'image/jpeg', body: await uploads.open(photo.key), inline: true };
    },

    /** Support takes a NEW request (the client is told); taking one already in progress changes nothing. */
    take: (viewer: Viewer, id: number, t: Translator, lang: Lang) =>
      handle(
        viewer,
        id,
        'installationRequest.take',
        async (tx, row) => {
          if (!OPEN.includes(row.status)) throw conflict('closed');
          if (row.status === 'IN_PROGRESS') return null;
          if (row.clientId !== null)
            await notifications.notifyUser(tx, row.clientId, {
              kind: 'installationRequestTaken',
              values: { number: row.id, address: addressOf(row) },
              link: pages.installations(),
            });
          return { status: 'IN_PROGRESS', handlerId: viewer.id };
        },
        t,
        lang,
      ),

    decline: (viewer: Viewer, id: number, reason: string, t: Translator, lang: Lang) =>
      handle(
        viewer,
        id,
        'installationRequest.decline',
        async (tx, row) => {
          if (!OPEN.includes(row.status)) throw conflict('closed');
          if (row.clientId !== null)
            await notifications.notifyUser(tx, row.clientId, {
              kind: 'installationRequestDeclined',
              values: { number: row.id, reason },
              link: pages.installations(),
            });
          return { status: 'DECLINED', declineReason: reason, handlerId: viewer.id };
        },
        t,
        lang,
      ),

    /**
     * The installations wizard created a draft for a request (POST /web/installations with `requestId`), in its
     * transaction: support may handle the request, it is taken and the draft is of its client, else the whole
     * creation is refused. The wizard finishing makes the request DONE (`installationRegistered`).
     */
    async draftCreated(tx: Tx, viewer: Viewer, requestId: number, draft: { id: number; clientId: number }) {
      const row = mayEnter(viewer.role, 'installationRequestHandling') ? await lockRequest(tx.db, requestId) : undefined;
      if (!row) throw new FieldsError({ requestId: ['installationRequestUnknown'] });
      if (row.status !== 'IN_PROGRESS') throw conflict('notTaken');
      // A fault reported from a label names no client: support registers the work for whoever the client turns out to be.
      if (row.clientId !== null && row.clientId !== draft.clientId) throw new FieldsError({ clientPhone: ['installationRequestOtherClient'] });
      await updateRequest(tx.db, eq(installationRequests.id, requestId), { createdInstallationId: draft.id }, clock.now());
    },

    /** The installations wizard finished (DRAFT → NEW): the request registered for it is DONE. */
    async installationRegistered(tx: Tx, installationId: number) {
      await updateRequest(
        tx.db,
        and(eq(installationRequests.createdInstallationId, installationId), inArray(installationRequests.status, OPEN))!,
        { status: 'DONE' },
        clock.now(),
      );
    },
  };
}

export type InstallationRequestsService = ReturnType<typeof createInstallationRequestsService>;
