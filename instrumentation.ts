/**
 * Runs once when the server process starts (Next's instrumentation hook). On Node, the
 * self-hosted server also works the background job queue, unless JOBS_WORKER=off (a serverless
 * host, where the cron route does it).
 */
export async function register() {
  // Not in the Edge runtime, and not while `next build` prerenders pages.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startBackgroundWork } = await import("./lib/jobs/start");
  await startBackgroundWork();
}
