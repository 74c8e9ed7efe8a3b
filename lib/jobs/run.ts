import "server-only";
import type PgBoss from "pg-boss";
import { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { areaLogger } from "@/lib/log";
import { jobBoss } from "./boss";
import { withHeartbeat } from "./heartbeat";
import { JOB_NAMES, JOB_SCHEMA, type JobName } from "./queues";
import { registeredJobHandlers, type JobContext, type JobHandlers } from "./registry";

type Job = PgBoss.JobWithMetadata<unknown>;

const log = areaLogger("jobs");

/** Runs one fetched job and records its outcome with pg-boss: completed, or failed for a retry. */
async function runJob(boss: PgBoss, handlers: JobHandlers, job: Job): Promise<boolean> {
  const context: JobContext = { attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1, lastAttempt: job.retryCount >= job.retryLimit };
  try {
    await withHeartbeat(job.id, () => handlers[job.name as JobName](job.data as never, context));
    await boss.complete(job.name, job.id);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Retried with backoff until the last attempt; after that it waits in the admin's Jobs tab.
    log[context.lastAttempt ? "error" : "warn"](
      { job: job.name, jobId: job.id, attempt: context.attempt, maxAttempts: context.maxAttempts, reason: message },
      context.lastAttempt ? "Job failed on its last attempt" : "Job attempt failed; it will be retried",
    );
    await boss.fail(job.name, job.id, { message });
    return false;
  }
}

/**
 * Which of these queues hold a job due now, in one statement: asking each queue in turn cost the
 * database a fetch per queue per round, most of them finding nothing.
 */
async function queuesWithDueJobs(queues: readonly JobName[]): Promise<Set<string>> {
  const rows = await prisma.$queryRaw<{ name: string }[]>`
    SELECT q.name FROM unnest(${queues}::text[]) AS q(name)
    WHERE EXISTS (SELECT 1 FROM ${Prisma.raw(JOB_SCHEMA)}.job j WHERE j.name = q.name AND j.state IN ('created', 'retry') AND j.start_after < now())`;
  return new Set(rows.map((row) => row.name));
}

export type WorkReport = { ran: number; failed: number; outOfTime: boolean };

/**
 * Works through the jobs that are due, one at a time across every queue, until none is left or
 * the time budget is spent or `signal` aborts (the cron route of a serverless host, the worker,
 * and the first attempt right after a response).
 */
export async function workDueJobs({
  budgetMs,
  queues = JOB_NAMES,
  maintain = false,
  signal,
}: {
  budgetMs: number;
  queues?: readonly JobName[];
  maintain?: boolean;
  signal?: AbortSignal;
}): Promise<WorkReport> {
  const handlers = registeredJobHandlers();
  const boss = await jobBoss();
  const deadline = Date.now() + budgetMs;
  const report: WorkReport = { ran: 0, failed: 0, outOfTime: false };
  // Expires jobs whose process died mid-run (they become due again) and archives finished ones.
  if (maintain) await boss.maintain();
  for (let found = true; found;) {
    found = false;
    const due = await queuesWithDueJobs(queues);
    for (const name of queues) {
      if (!due.has(name)) continue;
      if (Date.now() >= deadline) return { ...report, outOfTime: true };
      // Told to stop (the server is shutting down): the job in hand finished, take no other.
      if (signal?.aborted) return report;
      const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      found = true;
      report.ran += 1;
      if (!(await runJob(boss, handlers, job))) report.failed += 1;
    }
  }
  return report;
}
