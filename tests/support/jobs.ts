import { prisma } from "@/lib/db";
import { jobBoss } from "@/lib/jobs/boss";
// Tests work jobs as the server does: with the handlers registered.
import "@/lib/jobs/handlers";
import { workDueJobs } from "@/lib/jobs/run";
import type { JobName } from "@/lib/jobs/queues";

// Imports the job runner, which reads the environment once: import this after setting it
// (JOB_RETRY_DELAY_SECONDS=1 makes a first retry due within about two seconds).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Works due jobs, as the worker or the cron route would, until `done` says so: a retry waiting
 * for its backoff is picked up by a later round (polled every 100 ms). Throws when `done` is
 * still false after timeoutMs, saying what the job table holds. The bound is generous because a
 * file's earlier tests leave jobs in the same queue, and CI's two cores run several files at once.
 */
export async function workJobsUntil(done: () => Promise<boolean>, { timeoutMs = 20_000, maintain = false } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await workDueJobs({ budgetMs: 5_000, maintain });
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(`Still not done after ${timeoutMs} ms of working jobs. Jobs: ${JSON.stringify(await jobRows())}`);
    await sleep(100);
  }
}

/** Works every job that is due now (a retry waiting for its backoff stays queued). */
export function workJobsDueNow(): ReturnType<typeof workDueJobs> {
  return workDueJobs({ budgetMs: 10_000 });
}

export type JobRow = { id: string; name: string; state: string; retryCount: number; retryLimit: number; data: Record<string, unknown> };

/** The jobs in pg-boss's table, optionally of one queue and one order, oldest first. */
export async function jobRows(name?: JobName | "dead-letter", orderId?: number): Promise<JobRow[]> {
  const rows = await prisma.$queryRaw<JobRow[]>`
    SELECT id::text, name, state::text, retry_count AS "retryCount", retry_limit AS "retryLimit", data
    FROM pgboss.job
    WHERE (${name ?? null}::text IS NULL OR name = ${name ?? null}::text)
      AND (${orderId ?? null}::int IS NULL OR (data->>'orderId')::int = ${orderId ?? null}::int)
    ORDER BY created_on, id`;
  return rows;
}

/** Closes this process's job queue connections (before the file's database is dropped). */
export async function stopJobs(): Promise<void> {
  await (await jobBoss()).stop({ graceful: false, wait: true, close: true });
}
