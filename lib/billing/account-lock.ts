import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/**
 * Locks an account's plans for the rest of the transaction: starting, changing, cancelling and
 * syncing the plans of one account take turns, so an account never ends up with two running
 * plans and a click made twice acts once. An advisory lock, so the account's own row stays free.
 */
export async function lockAccountPlans(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`plans:${userId}`}))`;
}

/** A plan's change holds the lock while the gateway answers: room for Stripe's 20-second timeout and a retry, and for a twin waiting its turn. */
export const PLAN_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };
