import "server-only";
import { env } from "@/lib/env";
import { startJobWorker } from "./worker";

/** Starts the job worker where this process should run one, and stops it with the process. */
export async function startBackgroundWork(): Promise<void> {
  const config = env();
  if (config.JOBS_WORKER !== "on" || !config.DATABASE_URL) return;
  const stop = startJobWorker();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stop());
}
