import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { keyUsedForAnotherRequest } from "./key-reused";

/** A call carried out under a key waits its turn behind a twin still running, and may charge a card. */
const KEYED_CALL = { maxWait: 10_000, timeout: 30_000 };

/** Stripe keeps a key's answer for 24 hours (lib/housekeeping.ts forgets older ones). */
export const IDEMPOTENCY_KEY_MS = 24 * 60 * 60_000;

/**
 * A sandbox call made as Stripe makes one under an Idempotency-Key: the first call with a key is
 * carried out and its answer kept; a repeat of the same call (a double click, a retry, a twin
 * arriving at once, which waits for the first) gets that answer and does nothing again; the key
 * used for another call is refused. `request` names the call and its parameters. The call's writes
 * go through `tx`, so they and the kept answer commit together or not at all.
 */
export function idempotent<T>(key: string, request: string, call: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "SandboxIdempotencyKey" ("key", "request") VALUES (${key}, ${request}) ON CONFLICT ("key") DO NOTHING`;
    const [kept] = await tx.$queryRaw<{ request: string; response: { value: T } | null }[]>`
      SELECT "request", "response" FROM "SandboxIdempotencyKey" WHERE "key" = ${key} FOR UPDATE`;
    if (kept!.request !== request) throw keyUsedForAnotherRequest();
    if (kept!.response) return kept!.response.value;
    const value = await call(tx);
    await tx.sandboxIdempotencyKey.update({ where: { key }, data: { response: { value: (value ?? null) as Prisma.InputJsonValue } } });
    return value;
  }, KEYED_CALL);
}
