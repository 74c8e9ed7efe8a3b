import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { areaLogger } from "@/lib/log";

/** How often a job being worked says its process is alive. */
const BEAT_EVERY_MS = 10_000;

/**
 * How long a silence means the process is gone (killed, crashed, its machine lost): three beats
 * missed, so a busy event loop or a slow database is not taken for a death.
 */
export const SILENT_FOR_SECONDS = 30;

/**
 * Whether an active pg-boss job (aliased j, its heartbeat h) is stalled rather than running: past
 * its time limit (pg-boss puts it back at its next maintenance), or silent too long (its
 * heartbeat, or its start when it never beat). The database's clock judges both.
 */
export const STALLED = Prisma.sql`(j.started_on + j.expire_in < now()
  OR COALESCE(h."beatAt", j.started_on) < now() - make_interval(secs => ${SILENT_FOR_SECONDS}))`;

const beat = (jobId: string) => prisma.$executeRaw`
  INSERT INTO "JobHeartbeat" ("jobId", "beatAt") VALUES (${jobId}::uuid, now())
  ON CONFLICT ("jobId") DO UPDATE SET "beatAt" = now()`;

/**
 * Works a job while its heartbeat says, every 10 s, that this process is still on it; the beat
 * goes when the work ends. A process that dies mid-job leaves a beat that stops moving.
 */
export async function withHeartbeat<T>(jobId: string, work: () => Promise<T>): Promise<T> {
  await beat(jobId);
  const timer = setInterval(() => {
    beat(jobId).catch((error: unknown) => areaLogger("jobs").warn({ jobId, err: error }, "A job's heartbeat wasn't recorded; the next one may be"));
  }, BEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await prisma.jobHeartbeat.deleteMany({ where: { jobId } }).catch((error: unknown) => areaLogger("jobs").warn({ jobId, err: error }, "A finished job's heartbeat wasn't removed; housekeeping removes it"));
  }
}
