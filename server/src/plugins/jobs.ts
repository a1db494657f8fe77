import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepKeys } from '../lib/idempotency';

/**
 * Scheduled work of the API, all listed here (docs/decisions/0022-uploads-store-and-expiry.md). Each job is a
 * croner schedule in every API copy; a job must therefore be safe to run in several copies at once (the sweep
 * deletes rows with `delete ... returning`, so each row's bytes are removed by exactly one copy). A run never
 * overlaps the previous one of the same copy, and a failure is logged, not thrown.
 */
const scheduled = (app: FastifyInstance) => ({
  /** Unclaimed uploads past their expiry: rows and bytes (modules/uploads). */
  'temp-files-sweep': { pattern: '*/5 * * * *', run: () => app.services.uploads.sweepExpired() },
  /** Maintenance reminders and the installers' monthly lists (modules/preventions, docs/decisions/0025): hourly by day, exactly once per unit. */
  'maintenance-reminders': { pattern: '17 7-18 * * *', run: () => app.services.reminders.run() },
  /** Certifications ending within 30 days: one notification each (modules/dealers; idempotent, several copies notify once). */
  'certification-reminders': { pattern: '0 7 * * *', run: () => app.services.dealers.remindExpiring() },
  /** Idempotency keys and their answers 24 hours after they were claimed (plugins/idempotency.ts, docs/decisions/0052). */
  'idempotency-keys-sweep': { pattern: '23 * * * *', run: () => sweepKeys(app.db) },
});

export type JobName = keyof ReturnType<typeof scheduled>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a scheduled job now (tests, an operator), as its schedule would. */
    jobs: { run: (name: JobName) => Promise<void> };
  }
}

export default fp(async (app) => {
  const { jobRuns, jobFailures, jobDuration } = app.metrics;
  /** A run, counted and timed per job (GET /metrics); its failure still reaches croner's `catch`. */
  const measured = (job: JobName, run: () => Promise<unknown>) => async () => {
    jobRuns.inc({ job });
    const stop = jobDuration.startTimer({ job });
    try {
      await run();
    } catch (err) {
      jobFailures.inc({ job });
      throw err;
    } finally {
      stop();
    }
  };
  const jobs = new Map<JobName, Cron>();
  for (const [name, job] of Object.entries(scheduled(app)) as [JobName, { pattern: string; run: () => Promise<unknown> }][]) {
    // Each job's series exist from the start, so that a rate over them reads 0 before the first run.
    jobRuns.inc({ job: name }, 0);
    jobFailures.inc({ job: name }, 0);
    const options = { protect: true, unref: true, catch: (err: unknown) => app.log.error({ err, job: name }, 'scheduled job failed') };
    jobs.set(name, new Cron(job.pattern, options, measured(name, job.run)));
  }
  app.decorate('jobs', { run: (name: JobName) => jobs.get(name)!.trigger() });
  app.addHook('onClose', async () => {
    for (const job of jobs.values()) job.stop();
  });
});
