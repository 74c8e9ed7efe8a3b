import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/**
 * Locks a quote request's row for the rest of the transaction (as lib/orders locks an order): a
 * payment being settled, the admin pricing, revoking or declining, and a second payment for the
 * same request happen one after the other, each seeing what the one before it did.
 */
export async function lockQuoteRequest(tx: Prisma.TransactionClient, quoteRequestId: number): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM "QuoteRequest" WHERE id = ${quoteRequestId} FOR UPDATE`;
}

/** A payment settling captures at the gateway while it holds the lock: room for Stripe's 20-second timeout and a retry. */
export const SETTLING_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/** The admin's actions on a request may wait out a payment settling on it, then see what it did. */
export const WAITING_TRANSACTION = { maxWait: 10_000, timeout: SETTLING_TRANSACTION.timeout + 15_000 };
