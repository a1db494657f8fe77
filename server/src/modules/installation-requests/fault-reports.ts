import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { dealerRoles, faultReportFieldsSchema, FAULT_REPORT_MAX_PHOTOS, type Lang } from '../../../../contracts';
import { pages } from '../../../../contracts/pages';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { installationRequests, roles, users, type RequestPhoto } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import { FieldsError, notFound } from '../../lib/http-errors';
import { redrawnImage } from '../../lib/images';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { PRIVATE_PREFIX } from '../../lib/storage';
import type { NotificationsService } from '../notifications';
import type { UploadsService } from '../uploads';
import { assertPhoneValid } from '../users';
import { parsedFields } from '../../lib/parsed-fields';
import { addressOf, faultOfJob, type JobOfFault } from './queries';

/** Reports one address may send: a building's few units and a second try, too few to flood support. */
export const FAULT_REPORTS_PER_ADDRESS: Limit = { max: 5, windowSeconds: 60 * 60 };
/** Reports about one unit a day: a fault reported by several people in the same house is one fault. */
export const FAULT_REPORTS_PER_UNIT: Limit = { max: 3, windowSeconds: 24 * 60 * 60 };
/** The photos' longest side: enough to read a display's error code or see a leak, a fraction of a phone's 12 MP. */
const PHOTO_SIDE = 1600;

export type FaultReportDeps = { db: Db; rateLimit: RateLimiter; notifications: NotificationsService; uploads: UploadsService };

type UnitRow = JobOfFault & { unitId: number; serial: string; product: string; dealerId: number | null };

/** The unit a label names, with its job's address, kind and dealer (what the request is filled from). */
async function unitOfLabel(db: Db, token: string, lang: Lang) {
  const [unit] = await rowsOf<UnitRow>(
    db,
    sql`select s.id as "unitId", s.serial, coalesce(tr.name, p.sku) as product, i.id, i.certification_type_id as "certificationTypeId",
          i.dealer_id as "dealerId", i.settlement_id as "settlementId", i.region, i.area, i.city, i.street, i.house, i.flat
        from installation_units s
        join installations i on i.id = s.installation_id
        join products p on p.id = s.product_id
        left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
        where s.label_token = ${token}`,
  );
  return unit;
}

/** Support, and the people of the unit's dealer company (the dealer, its deputies and assistants). */
async function recipientsOf(tx: Tx, dealerId: number | null) {
  const admins = eq(roles.name, 'ADMIN');
  const dealerPeople = dealerId === null ? undefined : and(inArray(roles.name, [...dealerRoles]), or(eq(users.id, dealerId), eq(users.dealerId, dealerId)));
  return tx.db.select({ id: users.id, language: users.language }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(or(admins, dealerPeople));
}

/**
 * A fault reported from a unit's label (docs/decisions/0047-fault-reports.md) by whoever scanned it: a request for
 * work about the unit's job (its address and kind), for support and the unit's dealer. The photos are drawn afresh
 * (nothing but their pixels is kept) and stored privately: only those who see the request see them.
 */
export function createFaultReports({ db, rateLimit, notifications, uploads }: FaultReportDeps) {
  return {
    async reportFault(viewer: Viewer | null, token: string, form: { fields: Record<string, string>; files: Buffer[] }, ip: string, lang: Lang) {
      const fields = parsedFields(faultReportFieldsSchema, form.fields);
      assertPhoneValid(fields.phone);
      if (form.files.length > FAULT_REPORT_MAX_PHOTOS) throw new FieldsError({ photos: [`maxItems?maximum=${FAULT_REPORT_MAX_PHOTOS}`] });
      const unit = await unitOfLabel(db, token, lang);
      if (!unit) throw notFound();
      const photos = await Promise.all(
        form.files.map((bytes) =>
          redrawnImage(bytes, 'photos', (image) => image.resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 })),
        ),
      );
      // Counted once the report is whole: a mistyped phone is not one of the address's five.
      await rateLimit.consumeAll([
        { key: `fault-reports:ip:${ip}`, limit: FAULT_REPORTS_PER_ADDRESS },
        { key: `fault-reports:unit:${unit.unitId}`, limit: FAULT_REPORTS_PER_UNIT },
      ]);
      const stored: RequestPhoto[] = photos.map(() => ({ key: `${PRIVATE_PREFIX}fault-reports/${randomUUID()}.jpg` }));
      try {
        await Promise.all(stored.map((photo, i) => uploads.putMedia(photo.key, photos[i], 'image/jpeg')));
        return await transaction(db, async (tx) => {
          const [row] = await tx.db
            .insert(installationRequests)
            .values({
              ...faultOfJob(unit, unit.unitId),
              clientId: viewer?.role === 'USER' ? viewer.id : null,
              reporterName: fields.name,
              reporterPhone: fields.phone,
              comment: fields.description,
              photos: stored,
            })
            .returning();
          await notifications.notifyEach(tx, await recipientsOf(tx, unit.dealerId), {
            kind: 'faultReported',
            values: { number: row.id, product: unit.product, serial: unit.serial, address: addressOf(row) },
            link: pages.installationRequests(),
          });
          return { number: row.id };
        });
      } catch (error) {
        await uploads.discard(stored.map((photo) => photo.key));
        throw error;
      }
    },
  };
}
