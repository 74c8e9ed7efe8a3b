import "server-only";
import { after } from "next/server";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { areaLogger } from "@/lib/log";
import { jobHandlers, type JobContext } from "./handlers";
import { jobBoss } from "./boss";
import { withHeartbeat } from "./heartbeat";
import { JOB_NAMES, type JobName } from "./queues";

type Job = PgBoss.JobWithMetadata<unknown>;

const log = areaLogger("jobs");

/** Runs one fetched job and records its outcome with pg-boss: completed, or failed for a retry. */
async function runJob(boss: PgBoss, job: Job): Promise<boolean> {
  const context: JobContext = { attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1, lastAttempt: job.retryCount >= job.retryLimit };
  try {
    await withHeartbeat(job.id, () => jobHandlers[job.name as JobName](job.data as never, context));
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

export type WorkReport = { ran: number; failed: number; outOfTime: boolean };

/**
 * Works through the jobs that are due, one at a time across every queue, until none is left or
 * the time budget is spent or `signal` aborts (the cron route of a serverless host, the worker,
 * and the first attempt right after a response).
 */
export async function workDueJobs({ budgetMs, queues = JOB_NAMES, maintain = false, signal }: { budgetMs: number; queues?: readonly JobName[]; maintain?: boolean; signal?: AbortSignal }): Promise<WorkReport> {
  const boss = await jobBoss();
  const deadline = Date.now() + budgetMs;
  const report: WorkReport = { ran: 0, failed: 0, outOfTime: false };
  // Expires jobs whose process died mid-run (they become due again) and archives finished ones.
  if (maintain) await boss.maintain();
  for (let found = true; found; ) {
    found = false;
    for (const name of queues) {
      if (Date.now() >= deadline) return { ...report, outOfTime: true };
      // Told to stop (the server is shutting down): the job in hand finished, take no other.
      if (signal?.aborted) return report;
      const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      found = true;
      report.ran += 1;
      if (!(await runJob(boss, job))) report.failed += 1;
    }
  }
  return report;
}

/**
 * The first attempt at what a request just enqueued, once its response has gone. Outside a
 * request (scripts, tests) there is nothing to attach to: the worker or the cron route runs it.
 * Not where a job process of its own works the queue (JOBS_WORKER=elsewhere): web processes
 * there only answer requests, and the job process takes the job within its next poll.
 */
export function workJobsAfterResponse(queues: readonly JobName[]): void {
  if (env().JOBS_WORKER === "elsewhere") return;
  try {
    after(async () => {
      await workDueJobs({ budgetMs: 20_000, queues }).catch((error: unknown) => log.error({ err: error }, "Working jobs after the response failed; the worker or the cron route retries them"));
    });
  } catch {
    // Not inside a request.
  }
}
