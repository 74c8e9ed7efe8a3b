import "server-only";
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
  let stopped = false;
  let lastMaintenance = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        const maintain = Date.now() - lastMaintenance >= MAINTAIN_EVERY_MS;
        if (maintain) {
          await enqueueScheduledJobs();
          lastMaintenance = Date.now();
        }
        await workDueJobs({ budgetMs: 30_000, maintain });
      } catch (error) {
        areaLogger("jobs").error({ err: error }, "Job worker: polling the queues failed; trying again shortly");
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    await (await jobBoss()).stop({ graceful: true, timeout: 10_000 });
  };
}
