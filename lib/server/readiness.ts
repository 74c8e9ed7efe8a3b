import "server-only";
import { areaLogger } from "@/lib/log";
import { isDraining } from "./draining";

/** How long the database may take to answer `SELECT 1` before the process counts as not ready. */
export const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; error: string };

const log = areaLogger("server");

/** Rejects after ms with a timeout error, unless cleared first. */
function deadline(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * Whether this process should get traffic (GET /api/ready): not while it shuts down, and only
 * when the database answers `SELECT 1` through the app's own pool within READY_TIMEOUT_MS (a
 * full pool or a database that accepts but never answers is as unready as one that refuses).
 * /api/health, by contrast, says only that the process is alive.
 */
export async function checkReadiness(timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  if (isDraining()) return { ready: false, error: "The server is shutting down." };
  const timeout = deadline(timeoutMs);
  try {
    await Promise.race([
      (async () => {
        // Loaded here: a missing DATABASE_URL is a "not ready", not a failed module.
        const { prisma } = await import("@/lib/db");
        await prisma.$queryRaw`SELECT 1`;
      })(),
      timeout.promise,
    ]);
    return { ready: true };
  } catch (error) {
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, "Not ready: the database did not answer");
    return { ready: false, error: "The database is not reachable." };
  } finally {
    timeout.clear();
  }
}
