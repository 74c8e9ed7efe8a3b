import "server-only";
import { env } from "@/lib/env";
import { startJobWorker } from "./worker";

/**
 * Starts the job worker where this process should run one: JOBS_WORKER=on (the default: the
 * server's one process, or `next dev`) or only (a job process); the returned function stops it,
 * and does nothing where none was started.
 */
export function startBackgroundWork(): () => Promise<void> {
  const config = env();
  if ((config.JOBS_WORKER !== "on" && config.JOBS_WORKER !== "only") || !config.DATABASE_URL) return async () => undefined;
  return startJobWorker();
}
