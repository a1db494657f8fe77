import { asc, eq } from 'drizzle-orm';
import { EXTENDED_GUARANTEE_YEARS } from '../../../../../contracts';
import type { Db } from '../../../db/client';
import {
  installationPhotos,
  installationProducts,
  installations,
  installationUnitRefs,
  installationUnits,
  installationVersions,
  productBlocks,
  products,
} from '../../../db/schema';
import { modelKey } from '../barcodes-rule';
import { newCertificateToken } from '../certificate';
import { guaranteeEnd, maintenanceDueOn } from '../guarantee';
import { fingerprintOf, snapshotOf } from '../signing';
import { dayOf } from '../status';
import { DEMO_PHOTOS } from './photos';

/**
 * What the demo seeders give a job they insert as worked (docs/decisions/0031), so that demo data follows the rules a
 * real job meets: a unit by serial for every block of its product (serials `<model key><number + position>`), or the
 * units of an earlier installation it refers to (`refers`), and two photos of the work. Answers the registered units.
 */
export async function seedWorkedJob(db: Db, job: { id: number; productId: number; uploadedBy: number; number: number; at: Date; refers?: number[] }) {
  await db.insert(installationProducts).values({ installationId: job.id, productId: job.productId, position: 0 }).onConflictDoNothing();
  let units: { id: number; serial: string }[] = [];
  if (job.refers?.length) {
    await db.insert(installationUnitRefs).values(job.refers.map((unitId) => ({ installationId: job.id, unitId })));
  } else {
    const blocks = await db.select().from(productBlocks).where(eq(productBlocks.productId, job.productId)).orderBy(asc(productBlocks.position));
    if (blocks.length) {
      units = await db
        .insert(installationUnits)
        .values(
          blocks.map((b, j) => ({ installationId: job.id, productId: job.productId, blockId: b.id, serial: `${modelKey(b.model)}${String(job.number + j)}` })),
        )
        .returning({ id: installationUnits.id, serial: installationUnits.serial });
    }
  }
  const photos = [DEMO_PHOTOS[job.number % 2], DEMO_PHOTOS[2 + (job.number % 2)]];
  await db.insert(installationPhotos).values(photos.map((p) => ({ installationId: job.id, key: p.key, uploadedBy: job.uploadedBy, createdAt: job.at })));
  return { units, photos: photos.length };
}

/**
 * The client's code as a demo job's completion leaves it: each own unit's warranty and first maintenance due date
 * from the work day, the day on the installation, its certificate token, and the record signed by the client.
 */
export async function seedSignedCompletion(db: Db, job: { id: number; clientId: number; completedAt: Date; extended: boolean }) {
  const units = await db
    .select({ id: installationUnits.id, years: products.guaranteeYears })
    .from(installationUnits)
    .innerJoin(products, eq(products.id, installationUnits.productId))
    .where(eq(installationUnits.installationId, job.id));
  for (const unit of units) {
    await db
      .update(installationUnits)
      .set({
        guaranteeExpiresAt: guaranteeEnd(job.completedAt, unit.years, job.extended),
        extended: job.extended,
        maintenanceDueOn: maintenanceDueOn(job.completedAt),
      })
      .where(eq(installationUnits.id, unit.id));
  }
  await db
    .update(installations)
    .set({
      workDoneOn: dayOf(job.completedAt),
      certificateToken: newCertificateToken(),
      extendedGuarantee: job.extended,
      extensionYears: EXTENDED_GUARANTEE_YEARS,
    })
    .where(eq(installations.id, job.id));
  const snapshot = await snapshotOf(db, job.id);
  await db.insert(installationVersions).values({
    installationId: job.id,
    version: 1,
    snapshot,
    fingerprint: fingerprintOf(snapshot),
    signedBy: job.clientId,
    signedAt: job.completedAt,
    createdAt: job.completedAt,
  });
}
