/**
 * How many processes the production server (server.js) runs, and the primary that starts and
 * watches them with node:cluster: WEB_CONCURRENCY web processes (one per core by default) sharing
 * one port, and with JOBS_WORKER=on a job process beside them, so web processes only answer
 * requests (at a lower priority, so a crowd's requests come first). One web process
 * (WEB_CONCURRENCY=1) is the server alone, working the jobs itself.
 *
 * A cluster rather than one process per port behind nginx's upstream: every host starts the same
 * one command on one port (npm start, a process manager, the container), nginx's lines stay as
 * they are, a process manager's SIGTERM reaches every process through the one it started, and a
 * process that dies is replaced at once. The primary hands each new connection to the web
 * processes in turn (Node's round robin); it runs no app code of its own.
 */
import cluster from "node:cluster";
import os from "node:os";

/**
 * How much lower the job process's priority is than the web processes': under a crowd the cores
 * answer requests first, and fulfilment and email (retried, never lost) take the time left over.
 */
const JOB_NICENESS = 10;

/** What a process tells the primary once it serves (a web process listens, a job process works the queue). */
export const READY = "viralize:ready";

/**
 * The processes to start, each a role and the settings it runs with, or none when this process
 * is the whole server (one web process, or a job process started on its own).
 */
export function processPlan(env) {
  const jobs = env.JOBS_WORKER || "on";
  const setting = env.WEB_CONCURRENCY?.trim();
  const web = setting ? Number(setting) : os.availableParallelism();
  if (!Number.isInteger(web) || web < 1)
    throw new Error(`WEB_CONCURRENCY=${setting} is not a number of web processes: set a whole number, 1 or more, or leave it unset for one per core.`);
  if (web === 1 || jobs === "only") return [];
  const webProcess = { role: "web", env: { JOBS_WORKER: jobs === "on" ? "elsewhere" : jobs } };
  return [...Array.from({ length: web }, () => webProcess), ...(jobs === "on" ? [{ role: "job", env: { JOBS_WORKER: "only" } }] : [])];
}

/**
 * Starts the planned processes and keeps them running: one that stops after it was ready is
 * replaced; one that stops while starting (a bad setting, which it names in its own lines) stops
 * the server. SIGTERM or SIGINT is passed to each, which finishes its work and exits. Resolves
 * with the exit code once every process has stopped: 0, or the first failure's.
 */
export function superviseProcesses(plan, log) {
  return new Promise((resolve) => {
    const running = new Map();
    let stopping = false;
    let exitCode = 0;

    const start = (planned) => {
      const worker = cluster.fork(planned.env);
      if (planned.role === "job") os.setPriority(worker.process.pid, Math.min(os.getPriority() + JOB_NICENESS, 19));
      running.set(worker.id, { planned, ready: false });
    };
    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (running.size === 0) resolve(exitCode);
    };

    cluster.on("message", (worker, message) => {
      const entry = running.get(worker.id);
      if (entry && message === READY) entry.ready = true;
    });
    cluster.on("exit", (worker, code, signal) => {
      const { planned, ready } = running.get(worker.id);
      running.delete(worker.id);
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (stopping) {
        if (code) exitCode ||= code;
      } else if (ready) {
        log(`The ${planned.role} process ${worker.process.pid} stopped (${how}); starting another`);
        start(planned);
      } else {
        log(`A ${planned.role} process stopped while starting (${how}): stopping the server`);
        exitCode = code || 1;
        stop("SIGTERM");
      }
      if (stopping && running.size === 0) resolve(exitCode);
    });
    for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal));

    const web = plan.filter((planned) => planned.role === "web").length;
    const jobs = plan.length - web;
    log(`Starting ${web} web processes (WEB_CONCURRENCY)${jobs ? " and a job process (JOBS_WORKER=on)" : ""}`);
    for (const planned of plan) start(planned);
  });
}
