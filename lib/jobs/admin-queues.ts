import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { jobBoss } from "./boss";
import { SILENT_FOR_SECONDS, STALLED } from "./heartbeat";
import { JOB_NAMES, type JobName } from "./queues";

export type QueueSummary = { name: JobName; waiting: number; running: number; stalled: number; failed: number; completedToday: number };
export type FailedJob = { id: string; name: string; orderId: number | null; attempts: number; error: string; failedAt: string };
/** A job taken by a process that stopped (killed, crashed) or that overran its time limit. */
export type StalledJob = { id: string; name: string; orderId: number | null; startedAt: string; lastSeenAt: string; retriedFrom: string };

type OrderData = { orderId?: number } | null;
const orderIdOf = (data: OrderData) => (typeof data?.orderId === "number" ? data.orderId : null);

/**
 * Each queue's jobs by state: what is waiting (or backing off), running, stalled (taken but no
 * longer worked on), failed for good, and done in the last day.
 */
export async function queueSummaries(): Promise<QueueSummary[]> {
  const rows = await prisma.$queryRaw<{ name: string; waiting: bigint; running: bigint; stalled: bigint; failed: bigint; completed: bigint }[]>`
    SELECT j.name,
      COUNT(*) FILTER (WHERE j.state IN ('created', 'retry')) AS waiting,
      COUNT(*) FILTER (WHERE j.state = 'active' AND NOT ${STALLED}) AS running,
      COUNT(*) FILTER (WHERE j.state = 'active' AND ${STALLED}) AS stalled,
      COUNT(*) FILTER (WHERE j.state = 'failed') AS failed,
      COUNT(*) FILTER (WHERE j.state = 'completed' AND j.completed_on > now() - interval '1 day') AS completed
    FROM pgboss.job j LEFT JOIN "JobHeartbeat" h ON h."jobId" = j.id
    GROUP BY j.name`;
  const byName = new Map(rows.map((row) => [row.name, row]));
  return JOB_NAMES.map((name) => {
    const row = byName.get(name);
    return {
      name,
      waiting: Number(row?.waiting ?? 0),
      running: Number(row?.running ?? 0),
      stalled: Number(row?.stalled ?? 0),
      failed: Number(row?.failed ?? 0),
      completedToday: Number(row?.completed ?? 0),
    };
  });
}

/**
 * Jobs whose process stopped mid-run, oldest first: when each was taken, when it was last heard
 * of, and when it counted as stalled (silent too long, or past its time limit), from which the
 * job worker or the cron route puts it back in its queue at its next round.
 */
export async function stalledJobs(limit = 50): Promise<StalledJob[]> {
  const rows = await prisma.$queryRaw<{ id: string; name: string; data: OrderData; started_on: Date; last_seen: Date; stalled_at: Date }[]>`
    SELECT j.id::text, j.name, j.data, j.started_on, GREATEST(h."beatAt", j.started_on) AS last_seen,
      LEAST(j.started_on + j.expire_in, GREATEST(h."beatAt", j.started_on) + make_interval(secs => ${SILENT_FOR_SECONDS})) AS stalled_at
    FROM pgboss.job j LEFT JOIN "JobHeartbeat" h ON h."jobId" = j.id
    WHERE j.state = 'active' AND ${STALLED}
    ORDER BY j.started_on LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    orderId: orderIdOf(row.data),
    startedAt: row.started_on.toISOString(),
    lastSeenAt: row.last_seen.toISOString(),
    retriedFrom: row.stalled_at.toISOString(),
  }));
}

/** Jobs that used every attempt (a copy of each waits in the dead-letter queue), newest first. */
export async function failedJobs(limit = 50): Promise<FailedJob[]> {
  const rows = await prisma.$queryRaw<
    { id: string; name: string; data: OrderData; retry_count: number; output: { message?: string } | null; completed_on: Date | null }[]
  >`
    SELECT id::text, name, data, retry_count, output, completed_on FROM pgboss.job
    WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    orderId: orderIdOf(row.data),
    attempts: row.retry_count + 1,
    error: row.output?.message ?? "No error was recorded.",
    failedAt: (row.completed_on ?? new Date()).toISOString(),
  }));
}

/** Puts a failed job back in its queue for another round of attempts, audited. */
export async function retryFailedJob(actor: SessionUser, name: string, id: string): Promise<void> {
  if (!(JOB_NAMES as readonly string[]).includes(name)) throw new Invalid(`There is no job queue called ${name}.`);
  const [job] = await prisma.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = ${name} AND id = ${id}::uuid`;
  if (!job) throw new NotFound("That job no longer exists: finished jobs are archived after a while.");
  if (job.state !== "failed") throw new Conflict(`Only a failed job can be retried; this one is ${job.state}.`);
  const boss = await jobBoss();
  await boss.retry(name, id);
  await prisma.$transaction((tx) => recordAudit(tx, actor, { action: "job.retry", entityType: "job", entityId: id, after: { name } }));
}
