/**
 * Runs once when the server process starts (Next's instrumentation hook), on every host: the
 * configuration is checked before the first request, and a bad setting stops the process with
 * its sentence instead of failing every route. On Node, the self-hosted server then works the
 * background job queue where JOBS_WORKER says so (lib/jobs/start.ts), and tells server.js how to
 * stop it all in order and what to refuse before Next sees a request.
 */
export async function register() {
  // Not in the Edge runtime, and not while `next build` prerenders pages (no runtime settings then).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkConfiguration } = await import("./lib/boot");
  checkConfiguration();
  // Job handlers, for the first attempt after a response and for this process's worker.
  await import("./lib/jobs/handlers");
  const { startBackgroundWork } = await import("./lib/jobs/start");
  const { registerLifecycle } = await import("./lib/server/lifecycle");
  registerLifecycle(startBackgroundWork());
  // Last: server.js takes the front door as the sign that the app has started.
  const { registerFrontDoor } = await import("./lib/http/front-door");
  registerFrontDoor();
}
