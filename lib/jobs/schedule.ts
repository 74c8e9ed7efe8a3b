import "server-only";
import { jobBoss } from "./boss";

// At most one run per window, however often the worker or the cron route asks.
const RECONCILE_EVERY_SECONDS = 10 * 60;
const HOUSEKEEPING_EVERY_SECONDS = 60 * 60;

/**
 * Enqueues the recurring jobs that are due. pg-boss's throttling (a singleton key per time slot)
 * makes every caller safe: the self-hosted worker's timer and each cron call alike.
 */
export async function enqueueScheduledJobs(): Promise<void> {
  const boss = await jobBoss();
  await boss.sendThrottled("orders.reconcile", {}, {}, RECONCILE_EVERY_SECONDS, "reconcile");
  await boss.sendThrottled("housekeeping", {}, {}, HOUSEKEEPING_EVERY_SECONDS, "housekeeping");
}
