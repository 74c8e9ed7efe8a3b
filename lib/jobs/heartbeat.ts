import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { areaLogger } from "@/lib/log";
import { jobBoss } from "./boss";

/** How often a job being worked says its process is alive. */
const BEAT_EVERY_MS = 10_000;

/**
 * How long a silence means the process is gone (killed, crashed, its machine lost): three beats
 * missed, so a busy event loop or a slow database is not taken for a death.
 */
export const SILENT_FOR_SECONDS = 30;

/**
 * Whether an active pg-boss job (aliased j, its heartbeat h) is stalled rather than running: past
 * its time limit, or silent too long (its heartbeat, or its start when this attempt never beat:
 * a beat older than the start is an earlier attempt's). The database's clock judges both.
 */
export const STALLED = Prisma.sql`(j.started_on + j.expire_in < now()
  OR GREATEST(h."beatAt", j.started_on) < now() - make_interval(secs => ${SILENT_FOR_SECONDS}))`;

const beat = (jobId: string) => prisma.$executeRaw`
  INSERT INTO "JobHeartbeat" ("jobId", "beatAt") VALUES (${jobId}::uuid, now())
  ON CONFLICT ("jobId") DO UPDATE SET "beatAt" = now()`;

/**
 * Works a job while its heartbeat says, every 10 s, that this process is still on it; the beat
 * goes when the work ends. A process that dies mid-job leaves a beat that stops moving. Until the
 * first beat the job's own start (pg-boss's started_on) speaks for it (STALLED), so a job done
 * within 10 s, nearly every one, costs the database no beat at all.
 */
export async function withHeartbeat<T>(jobId: string, work: () => Promise<T>): Promise<T> {
  let beaten = false;
  const timer = setInterval(() => {
    beaten = true;
    beat(jobId).catch((error: unknown) => areaLogger("jobs").warn({ jobId, err: error }, "A job's heartbeat wasn't recorded; the next one may be"));
  }, BEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    if (beaten)
      await prisma.jobHeartbeat
        .deleteMany({ where: { jobId } })
        .catch((error: unknown) => areaLogger("jobs").warn({ jobId, err: error }, "A finished job's heartbeat wasn't removed; housekeeping removes it"));
  }
}

/**
 * Puts back the jobs whose process stopped mid-run (killed, crashed, its machine lost), as the
 * worker and the cron route find them: each stalled job counts as a failed attempt, so pg-boss
 * tries it again after its backoff in whichever process fetches it first (the last attempt's goes
 * to the dead-letter queue). A run that was only slow finds its job taken back; handlers are
 * idempotent, so the work is still done once. How many were put back.
 */
export async function reclaimStalledJobs(): Promise<number> {
  const stalled = await prisma.$queryRaw<{ id: string; name: string }[]>`
    SELECT j.id::text, j.name FROM pgboss.job j LEFT JOIN "JobHeartbeat" h ON h."jobId" = j.id
    WHERE j.state = 'active' AND ${STALLED}`;
  if (stalled.length === 0) return 0;
  const boss = await jobBoss();
  for (const { id, name } of stalled) {
    await boss.fail(name, id, { message: `Its process stopped mid-run (nothing heard for ${SILENT_FOR_SECONDS} s, or past its time limit); tried again.` });
    areaLogger("jobs").warn({ job: name, jobId: id }, "A job whose process stopped mid-run was put back in its queue");
  }
  await prisma.jobHeartbeat.deleteMany({ where: { jobId: { in: stalled.map((job) => job.id) } } });
  return stalled.length;
}
