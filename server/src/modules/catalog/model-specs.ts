import { eq, inArray, sql } from 'drizzle-orm';
import type { ModelSpec, ModelSpecAnswer } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { modelSpecs } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

/**
 * The catalogue's data of outdoor models (issue 33, docs/decisions/0051-commissioning-report.md): kept per model as
 * the products' outdoor blocks name it, so a product saved again (its blocks rewritten) keeps it, and a model sold in
 * several products has it once. Written here one model at a time by support, or by a catalogue import's block `spec`
 * (writer.ts); read by the commissioning report through `modelSpecsOf`.
 */

/** The data of the given models that have any, by model (a model without data is absent from the map). */
export async function modelSpecsOf(db: Db, models: string[]): Promise<Map<string, ModelSpec>> {
  const wanted = [...new Set(models)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ model: modelSpecs.model, spec: modelSpecs.spec }).from(modelSpecs).where(inArray(modelSpecs.model, wanted));
  return new Map(rows.map((row) => [row.model, row.spec]));
}

/** Upserts models' data in the caller's transaction (an import's, or one model's PUT). */
export async function writeModelSpecs(db: Db, specs: { model: string; spec: ModelSpec }[], updatedBy: number | null) {
  if (specs.length === 0) return;
  await db
    .insert(modelSpecs)
    .values(specs.map(({ model, spec }) => ({ model, spec, updatedBy })))
    .onConflictDoUpdate({
      target: modelSpecs.model,
      set: { spec: sql`excluded.spec`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
}

/** Whether an outdoor block of any product, archived ones too, names the model. */
async function isOutdoorModel(db: Db, model: string) {
  const [row] = await rowsOf<{ found: number }>(db, sql`select 1 as found from product_blocks where type = 'outdoor' and model = ${model} limit 1`);
  return Boolean(row);
}

/** Support's side: one model's data read, set and removed (404 for a model no outdoor block names). */
export function createModelSpecAdmin({ db }: { db: Db }) {
  async function answer(model: string): Promise<ModelSpecAnswer> {
    const [row] = await db.select().from(modelSpecs).where(eq(modelSpecs.model, model));
    return { model, spec: row?.spec ?? null, updatedAt: row ? row.updatedAt.toISOString() : null };
  }
  async function known(model: string) {
    if (!(await isOutdoorModel(db, model))) throw notFound();
  }

  return {
    async modelSpec(model: string) {
      await known(model);
      return answer(model);
    },

    /** The body is valid by the contract (`modelSpecSchema`, 422 per field before this runs). */
    async putModelSpec(viewer: Viewer, model: string, spec: ModelSpec) {
      await known(model);
      await writeModelSpecs(db, [{ model, spec }], viewer.id);
      return answer(model);
    },

    async removeModelSpec(model: string) {
      await known(model);
      const removed = await db.delete(modelSpecs).where(eq(modelSpecs.model, model)).returning({ model: modelSpecs.model });
      return { deleted: removed.length > 0 };
    },
  };
}
