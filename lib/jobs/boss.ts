import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { areaLogger } from "@/lib/log";
import type { Prisma } from "@/generated/prisma/client";
import { JOB_SCHEMA, type JobName, type JobPayloads } from "./queues";

type Boss = PgBoss;

const globalForJobs = globalThis as unknown as { jobBoss?: Promise<Boss> };

function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: background jobs live in the app's database.");
  return url;
}

/**
 * This process's pg-boss client: fetches, completes and fails jobs. It neither migrates (the
 * migration step installs the queue) nor runs pg-boss's own timers (the worker and the cron
 * route call maintenance themselves), so starting it is one query.
 */
export function jobBoss(): Promise<Boss> {
  globalForJobs.jobBoss ??= (async () => {
    const boss = new PgBoss({ connectionString: databaseUrl(), schema: JOB_SCHEMA, migrate: false, supervise: false, schedule: false, max: 4 });
    boss.on("error", (error) => areaLogger("jobs").error({ reason: error.message }, "Job queue error"));
    return boss.start();
  })().catch((error: unknown) => {
    globalForJobs.jobBoss = undefined;
    throw error;
  });
  return globalForJobs.jobBoss;
}

export type JobRequest = { [Name in JobName]: { name: Name; data: JobPayloads[Name]; singletonKey?: string; startAfterSeconds?: number } }[JobName];

// Only builds SQL (no connection of its own): enqueueing always goes through the caller's transaction.
let inserter: Boss | undefined;

/**
 * Enqueues jobs inside the Prisma transaction that causes them: they exist exactly when the
 * change does. pg-boss's `insert` runs its SQL through the transaction's connection.
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
}
