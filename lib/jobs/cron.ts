import "server-only";
import { env } from "@/lib/env";
import { NotFound, Unauthenticated } from "@/lib/errors";
import { matchesSecret } from "@/lib/http/shared-secret";
// The cron route works jobs: register their handlers.
import "./handlers";
import { reclaimStalledJobs } from "./heartbeat";
import { enqueueScheduledJobs } from "./schedule";
import { workDueJobs, type WorkReport } from "./run";

// A serverless function may run for 60 s on the cron route (vercel.json); leave room to answer.
const CRON_BUDGET_MS = 45_000;

/**
 * GET /api/cron/jobs, as a Vercel-style host's cron calls it: `Authorization: Bearer $CRON_SECRET`
 * or nothing happens. Puts back jobs whose process died, enqueues the scheduled ones that are
 * due, then works through due jobs within the time budget.
 */
export async function runCron(request: Request): Promise<WorkReport> {
  const secret = env().CRON_SECRET;
  if (!secret) throw new NotFound("Scheduled jobs are not enabled here: set CRON_SECRET.");
  if (!matchesSecret(request.headers.get("authorization"), `Bearer ${secret}`)) throw new Unauthenticated("The cron secret is missing or wrong.");
  await reclaimStalledJobs();
  await enqueueScheduledJobs();
  return workDueJobs({ budgetMs: CRON_BUDGET_MS, maintain: true });
}
