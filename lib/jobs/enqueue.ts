import "server-only";
import { after } from "next/server";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { areaLogger } from "@/lib/log";
import type { Prisma } from "@/generated/prisma/client";
import { JOB_SCHEMA, type JobName, type JobPayloads } from "./queues";
import { workDueJobs } from "./run";

export type JobRequest = { [Name in JobName]: { name: Name; data: JobPayloads[Name]; singletonKey?: string; startAfterSeconds?: number } }[JobName];

// Only builds SQL (no connection of its own): enqueueing always goes through the caller's transaction.
let inserter: PgBoss | undefined;

/**
 * Enqueues jobs inside the Prisma transaction that causes them: they exist exactly when the
 * change does (pg-boss's `insert` runs its SQL through the transaction's connection). Inside a
 * request, their first attempt follows once the response has gone; the worker or the cron route
 * retries what fails, and takes them all where there is no request (scripts, tests, other jobs).
 */
export async function enqueueJobs(tx: Prisma.TransactionClient, jobs: JobRequest[]): Promise<void> {
  if (jobs.length === 0) return;
  inserter ??= new PgBoss({ connectionString: "postgres://unused", schema: JOB_SCHEMA });
  const db = {
    executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }),
  };
  await inserter.insert(
    jobs.map((job) => ({
      name: job.name,
      data: job.data,
      singletonKey: job.singletonKey,
      retryDelay: env().JOB_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      startAfter: job.startAfterSeconds ? new Date(Date.now() + job.startAfterSeconds * 1000).toISOString() : undefined,
    })),
    { db },
  );
  workAfterResponse([...new Set(jobs.map((job) => job.name))]);
}

/**
 * Works these queues once the current response has gone (by then the transaction that enqueued
 * has committed, or rolled back and left nothing to do). Outside a request there is nothing to
 * attach to and after() refuses. Not where a job process of its own works the queue
 * (JOBS_WORKER=elsewhere): web processes there only answer requests.
 */
function workAfterResponse(queues: JobName[]): void {
  if (env().JOBS_WORKER === "elsewhere") return;
  try {
    after(async () => {
      await workDueJobs({ budgetMs: 20_000, queues }).catch((error: unknown) =>
        areaLogger("jobs").error({ err: error }, "Working jobs after the response failed; the worker or the cron route retries them"),
      );
    });
  } catch {
    // Not inside a request.
  }
}
