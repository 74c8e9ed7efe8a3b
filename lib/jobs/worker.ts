import "server-only";
import { setTimeout } from "node:timers/promises";
import { areaLogger } from "@/lib/log";
import { jobBoss } from "./boss";
import { workDueJobs } from "./run";
import { enqueueScheduledJobs } from "./schedule";

const POLL_MS = 2_000;
const MAINTAIN_EVERY_MS = 60_000;

/**
 * The self-hosted server's worker (`npm start`, the container): polls the queues, works what is
 * due, and once a minute puts back expired jobs and enqueues the scheduled ones. One job at a
 * time keeps a small server's database pool free for visitors.
 */
export function startJobWorker(): () => Promise<void> {
  const stop = new AbortController();
  let lastMaintenance = 0;
  const loop = (async () => {
    while (!stop.signal.aborted) {
      try {
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
