import "server-only";
import { prisma } from "@/lib/db";
import { TooManyAttempts, Unauthenticated } from "@/lib/errors";
import { verifySecret } from "./password";
import { refusesAdmin } from "./production-admin";
import { MINUTE_MS } from "@/lib/time";

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

const bucketKey = (userId: string) => `admin-pin-failures:${userId}`;

/**
 * Counts this attempt before the PIN is checked, in one statement: parallel guesses each get their
 * own number, so no more than 5 are ever checked. Attempts are forgotten 15 minutes after the last.
 */
async function countAttempt(userId: string): Promise<{ count: number; resetAt: Date }> {
  const [bucket] = await prisma.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${bucketKey(userId)}, 1, now() + make_interval(mins => ${PIN_LOCK_MINUTES}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = EXCLUDED."resetAt"
    RETURNING "count", "resetAt"`;
  return bucket!;
}

/**
 * Checks the admin's PIN against its hash (constant time). After 5 wrong tries the PIN is
 * locked for 15 minutes, even for the right PIN; a right one forgets the wrong ones. Production
 * refuses the published demo PIN as if it were wrong (lib/auth/production-admin.ts).
 */
export async function checkAdminPin(userId: string, pin: string): Promise<void> {
  const attempt = await countAttempt(userId);
  if (attempt.count > PIN_MAX_FAILURES) {
    const minutes = Math.ceil((attempt.resetAt.getTime() - Date.now()) / MINUTE_MS);
    throw new TooManyAttempts(`ACCESS LOCKED - TOO MANY ATTEMPTS. TRY AGAIN IN ${minutes} MINUTE${minutes === 1 ? "" : "S"}.`, minutes * 60);
  }
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, email: true, role: true, adminPinHash: true } });
  if (!user?.adminPinHash || !(await verifySecret(user.adminPinHash, pin)) || refusesAdmin(user, { pin }))
    throw new Unauthenticated("ACCESS DENIED - INVALID CREDENTIALS");
  await prisma.rateLimitBucket.deleteMany({ where: { key: bucketKey(userId) } });
}
