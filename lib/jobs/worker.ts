import "server-only";
import { setTimeout } from "node:timers/promises";
import { areaLogger } from "@/lib/log";
import { jobBoss } from "./boss";
import { reclaimStalledJobs } from "./heartbeat";
import { workDueJobs } from "./run";
import { enqueueScheduledJobs } from "./schedule";

const POLL_MS = 2_000;
const MAINTAIN_EVERY_MS = 60_000;
// As often as a job beats (heartbeat.ts): a job whose process died is back within 40 s.
const RECLAIM_EVERY_MS = 10_000;

/**
 * The self-hosted server's worker (`npm start`'s job process, the container's worker): polls the
 * queues, works what is due, every 10 s puts back the jobs whose process died (in this server or
 * any other on the database), and once a minute archives finished jobs and enqueues the scheduled
 * ones. One job at a time keeps a small server's database pool free for visitors.
 */
export function startJobWorker(): () => Promise<void> {
  const stop = new AbortController();
  let lastMaintenance = 0;
  let lastReclaim = 0;
  const loop = (async () => {
    while (!stop.signal.aborted) {
      try {
        if (Date.now() - lastReclaim >= RECLAIM_EVERY_MS) {
          await reclaimStalledJobs();
          lastReclaim = Date.now();
        }
        const maintain = Date.now() - lastMaintenance >= MAINTAIN_EVERY_MS;
        if (maintain) {
          await enqueueScheduledJobs();
          lastMaintenance = Date.now();
        }
        await workDueJobs({ budgetMs: 30_000, maintain, signal: stop.signal });
      } catch (error) {
        areaLogger("jobs").error({ err: error }, "Job worker: polling the queues failed; trying again shortly");
      }
      await setTimeout(POLL_MS, undefined, { signal: stop.signal }).catch(() => undefined);
    }
  })();
  return async () => {
    stop.abort();
    await loop;
    await (await jobBoss()).stop({ graceful: true, timeout: 10_000 });
  };
}
