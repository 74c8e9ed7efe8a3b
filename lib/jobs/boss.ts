import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { areaLogger } from "@/lib/log";
import { JOB_SCHEMA } from "./queues";

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
