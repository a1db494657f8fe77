import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unmarkedContractSteps } from '../../server/src/db/migration-rule';

const folder = path.resolve(import.meta.dirname, '../../server/drizzle');
/** The migrations written before the rule (ADR 0046); from 0032 on, every one follows it. */
const LAST_BEFORE_THE_RULE = 31;

describe('the expand/contract rule of the migrations', () => {
  it('every migration since the rule only expands, or marks its contract steps', () => {
    const files = readdirSync(folder).filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) > LAST_BEFORE_THE_RULE);
    const offending = files.flatMap((name) =>
      unmarkedContractSteps(readFileSync(path.join(folder, name), 'utf8')).map((step) => `${name}: ${step.why}: ${step.statement}`),
    );
    expect(offending).toEqual([]);
  });

  it('tells the steps the running version cannot survive from those it can', () => {
    const steps = (sql: string) => unmarkedContractSteps(sql).map((step) => step.why);
    // Expanding: a new table with its constraints, a nullable column, a constant default, a constraint NOT VALID.
    expect(
      steps(`CREATE TABLE "notes" ("id" serial PRIMARY KEY, "user_id" integer NOT NULL);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_score_check" CHECK (score >= 0) NOT VALID;`),
    ).toEqual([]);
    // Contracting or locking, unmarked.
    expect(steps('ALTER TABLE "users" DROP COLUMN "avatar";')).toHaveLength(1);
    expect(steps('ALTER TABLE "users" RENAME COLUMN "name" TO "first_name";')).toHaveLength(1);
    expect(steps('DROP TABLE "old_things";')).toHaveLength(1);
    expect(steps('ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL;')).toHaveLength(1);
    expect(steps('ALTER TABLE "users" ALTER COLUMN "score" SET DATA TYPE bigint;')).toHaveLength(1);
    expect(steps('ALTER TABLE "users" ADD COLUMN "code" text NOT NULL;')).toHaveLength(1);
    expect(steps(`ALTER TABLE "units" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;`)).toEqual([
      'adds a column with a volatile default: the whole table is rewritten under lock',
    ]);
    expect(steps('ALTER TABLE "users" ADD CONSTRAINT "users_role_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id");')).toHaveLength(1);
    // Marked: the release before stopped reading the column.
    expect(steps('-- contract: 0.9 stopped reading users.avatar (ADR 0046)\nALTER TABLE "users" DROP COLUMN "avatar";')).toEqual([]);
  });
});
