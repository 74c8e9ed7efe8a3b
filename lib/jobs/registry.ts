import type { JobName, JobPayloads } from "./queues";

/**
 * Where each queue's handler is found at run time. The runner looks handlers up here instead of
 * importing them, since they import the domain modules that enqueue jobs: the entry of a process
 * that works jobs (the server's start, the cron route) imports lib/jobs/handlers, which registers them.
 */

/** Which attempt this is, so a handler can record it and mark the last one's failure as final. */
export type JobContext = { attempt: number; maxAttempts: number; lastAttempt: boolean };

/** Each queue's handler. Handlers are idempotent: a job run twice does its work once. */
export type JobHandlers = { [Name in JobName]: (data: JobPayloads[Name], context: JobContext) => Promise<void> };

// On globalThis: the bundler may give the entry that registers and the route that runs each its own copy of this module.
const registry = globalThis as unknown as { jobHandlers?: JobHandlers };

export function registerJobHandlers(handlers: JobHandlers): void {
  registry.jobHandlers = handlers;
}

/** The registered handlers; a process that never registered them must not take jobs it cannot run. */
export function registeredJobHandlers(): JobHandlers {
  if (!registry.jobHandlers) throw new Error("No job handlers are registered in this process: its entry must import lib/jobs/handlers.");
  return registry.jobHandlers;
}
