import "server-only";
import { prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api";
import { jobBoss } from "@/lib/jobs/boss";
import { JOB_NAMES, type JobName } from "@/lib/jobs/queues";
import { recordAudit } from "./audit";

export type QueueSummary = { name: JobName; waiting: number; running: number; failed: number; completedToday: number };
export type FailedJob = { id: string; name: string; orderId: number | null; attempts: number; error: string; failedAt: string };

/** Each queue's jobs by state: what is waiting (or backing off), running, failed for good, and done in the last day. */
export async function queueSummaries(): Promise<QueueSummary[]> {
  const rows = await prisma.$queryRaw<{ name: string; waiting: bigint; running: bigint; failed: bigint; completed: bigint }[]>`
    SELECT name,
      COUNT(*) FILTER (WHERE state IN ('created', 'retry')) AS waiting,
      COUNT(*) FILTER (WHERE state = 'active') AS running,
      COUNT(*) FILTER (WHERE state = 'failed') AS failed,
      COUNT(*) FILTER (WHERE state = 'completed' AND completed_on > now() - interval '1 day') AS completed
    FROM pgboss.job GROUP BY name`;
  const byName = new Map(rows.map((row) => [row.name, row]));
  return JOB_NAMES.map((name) => {
    const row = byName.get(name);
    return { name, waiting: Number(row?.waiting ?? 0), running: Number(row?.running ?? 0), failed: Number(row?.failed ?? 0), completedToday: Number(row?.completed ?? 0) };
  });
}

/** Jobs that used every attempt (a copy of each waits in the dead-letter queue), newest first. */
export async function failedJobs(limit = 50): Promise<FailedJob[]> {
  const rows = await prisma.$queryRaw<{ id: string; name: string; data: { orderId?: number } | null; retry_count: number; output: { message?: string } | null; completed_on: Date | null }[]>`
    SELECT id::text, name, data, retry_count, output, completed_on FROM pgboss.job
    WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    orderId: typeof row.data?.orderId === "number" ? row.data.orderId : null,
    attempts: row.retry_count + 1,
    error: row.output?.message ?? "No error was recorded.",
    failedAt: (row.completed_on ?? new Date()).toISOString(),
  }));
}

/** Puts a failed job back in its queue for another round of attempts, audited. */
export async function retryFailedJob(actor: SessionUser, name: string, id: string): Promise<void> {
  if (!(JOB_NAMES as readonly string[]).includes(name)) throw new ApiError(400, `There is no job queue called ${name}.`);
  const [job] = await prisma.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = ${name} AND id = ${id}::uuid`;
  if (!job) throw new ApiError(404, "That job no longer exists: finished jobs are archived after a while.");
  if (job.state !== "failed") throw new ApiError(409, `Only a failed job can be retried; this one is ${job.state}.`);
  const boss = await jobBoss();
  await boss.retry(name, id);
  await prisma.$transaction((tx) => recordAudit(tx, actor, { action: "job.retry", entityType: "job", entityId: id, after: { name } }));
}
