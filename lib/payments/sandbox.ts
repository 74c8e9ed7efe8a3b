import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { Conflict, Invalid, NotFound, PaymentRefused } from "@/lib/errors";
import type { Prisma } from "@/generated/prisma/client";
import type { SandboxCard } from "@/lib/validation/sandbox-payment";
import { sandboxNow } from "./sandbox-clock";
import { keyUsedForAnotherRequest } from "./key-reused";
import type { GatewayRefund, PaymentGateway, PaymentIntentStatus, PaymentIntentSummary } from "./types";

/**
 * The offline gateway: payment intents in our database and a TEST MODE card form. Like Stripe's
 * test mode, 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined.
 */
export const SANDBOX_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

/**
 * As Stripe does: the same key answers the refund it made first, and is refused for another
 * payment, amount or reason; never more than was paid.
 */
function sandboxRefund({ paymentIntentId, amount, reason, idempotencyKey }: Parameters<PaymentGateway["refund"]>[0]): Promise<GatewayRefund> {
  return prisma.$transaction(async (tx) => {
    // Refunds of one payment take turns, so a twin with the same key waits and then finds this one.
    await tx.$executeRaw`SELECT 1 FROM "SandboxPaymentIntent" WHERE id = ${paymentIntentId} FOR UPDATE`;
    const earlier = await tx.sandboxRefund.findUnique({ where: { idempotencyKey } });
    if (earlier) {
      if (earlier.paymentIntentId !== paymentIntentId || earlier.amount !== amount || earlier.reason !== (reason ?? null)) throw keyUsedForAnotherRequest();
      return toRefund(earlier);
    }
    const counted = await tx.$executeRaw`
      UPDATE "SandboxPaymentIntent" SET "amountRefunded" = "amountRefunded" + ${amount}, "updatedAt" = now()
      WHERE id = ${paymentIntentId} AND status = 'succeeded' AND "amountRefunded" + ${amount} <= amount`;
    if (counted === 0) throw new Conflict("The payment provider refused the refund: it is more than what is left of the payment.");
    const refund = await tx.sandboxRefund.create({
      data: {
        id: `re_sandbox_${crypto.randomBytes(12).toString("hex")}`,
        paymentIntentId,
        amount,
        reason: reason ?? null,
        idempotencyKey,
        createdAt: await sandboxNow(),
      },
    });
    return toRefund(refund);
  });
}

const toRefund = (refund: { id: string; amount: number; reason: string | null; idempotencyKey: string; createdAt: Date }): GatewayRefund => ({
  id: refund.id,
  amount: refund.amount,
  status: "succeeded",
  reason: refund.reason,
  key: refund.idempotencyKey,
  createdAt: refund.createdAt,
});

type SandboxIntent = { id: string; status: string; amount: number; currency: string; amountRefunded: number };

const summary = (intent: SandboxIntent): PaymentIntentSummary => ({
  id: intent.id,
  status: intent.status as PaymentIntentStatus,
  amount: intent.amount,
  currency: intent.currency,
  amountRefunded: intent.amountRefunded,
});

async function intentOrThrow(id: string): Promise<SandboxIntent> {
  const intent = await prisma.sandboxPaymentIntent.findUnique({ where: { id } });
  if (!intent) throw new NotFound("We couldn't find that payment. Go back to checkout and try again.");
  return intent;
}

type Db = Pick<Prisma.TransactionClient, "sandboxPaymentIntent" | "$queryRaw">;

/**
 * A new payment intent, as Stripe's create: the same key (a double click, two tabs) answers the
 * payment made first, and is refused for another amount or currency. Written through `db`, so a
 * plan's sandbox call makes it in its own transaction. One statement for a new key (Prisma plans
 * a createMany afresh on every call).
 */
export async function openSandboxIntent(db: Db, { amount, currency, idempotencyKey }: { amount: number; currency: string; idempotencyKey: string }) {
  const id = `pi_sandbox_${crypto.randomBytes(12).toString("hex")}`;
  const clientSecret = `${id}_secret_${crypto.randomBytes(16).toString("hex")}`;
  const [created] = await db.$queryRaw<{ id: string; clientSecret: string }[]>`
    INSERT INTO "SandboxPaymentIntent" ("id", "clientSecret", "amount", "currency", "status", "idempotencyKey", "updatedAt")
    VALUES (${id}, ${clientSecret}, ${amount}, ${currency}, 'requires_payment_method', ${idempotencyKey}, now())
    ON CONFLICT ("idempotencyKey") DO NOTHING
    RETURNING "id", "clientSecret"`;
  if (created) return created;
  const intent = await db.sandboxPaymentIntent.findUniqueOrThrow({ where: { idempotencyKey } });
  if (intent.amount !== amount || intent.currency !== currency) throw keyUsedForAnotherRequest();
  return intent;
}

export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  now: sandboxNow,
  async createIntent({ amount, currency, idempotencyKey }) {
    const intent = await openSandboxIntent(prisma, { amount, currency, idempotencyKey });
    return { id: intent.id, clientSecret: intent.clientSecret };
  },
  async retrieveIntent(id) {
    const intent = await prisma.sandboxPaymentIntent.findUnique({ where: { id } });
    return intent ? summary(intent) : null;
  },
  async capture(id) {
    const [captured] = await prisma.$queryRaw<SandboxIntent[]>`
      UPDATE "SandboxPaymentIntent" SET "status" = 'succeeded', "updatedAt" = now() WHERE id = ${id} AND status = 'requires_capture'
      RETURNING "id", "status", "amount", "currency", "amountRefunded"`;
    if (captured) return summary(captured);
    // Captured already (a retry), or no longer capturable.
    const intent = await intentOrThrow(id);
    if (intent.status !== "succeeded") throw new Conflict("This payment can no longer be captured.");
    return summary(intent);
  },
  async cancel(id) {
    await prisma.sandboxPaymentIntent.updateMany({
      where: { id, status: { in: ["requires_payment_method", "requires_capture"] } },
      data: { status: "canceled" },
    });
  },
  refund: sandboxRefund,
  async refunds(paymentIntentId) {
    const rows = await prisma.sandboxRefund.findMany({ where: { paymentIntentId }, orderBy: { createdAt: "asc" } });
    return rows.map(toRefund);
  },
  async disputes(paymentIntentId) {
    const intent = await prisma.sandboxPaymentIntent.findUnique({ where: { id: paymentIntentId } });
    if (!intent?.disputeStatus) return [];
    // A dispute always has its opening date (a CHECK constraint).
    return [
      { id: `dp_${intent.id}`, amount: intent.amount, status: intent.disputeStatus, createdAt: intent.disputeCreatedAt!, closedAt: intent.disputeClosedAt },
    ];
  },
};

/**
 * Confirms a sandbox payment with a card already checked by sandboxCardSchema: the test card
 * succeeds, the decline card answers 402 with the gateway's words, any other is refused.
 */
export async function confirmSandboxPayment(clientSecret: string, card: SandboxCard): Promise<PaymentIntentSummary> {
  const intent = await prisma.sandboxPaymentIntent.findUnique({ where: { clientSecret } });
  if (!intent) throw new NotFound("This payment has expired. Go back to checkout and try again.");
  if (intent.status === "requires_capture" || intent.status === "succeeded") return summary(intent);
  if (intent.status !== "requires_payment_method") throw new Conflict("This payment can no longer be completed. Go back to checkout and try again.");

  const { number } = card;
  if (number === SANDBOX_CARDS.declined) {
    await prisma.sandboxPaymentIntent.update({ where: { id: intent.id }, data: { failureReason: "card_declined", cardLast4: number.slice(-4) } });
    throw new PaymentRefused("Your card was declined.");
  }
  if (number !== SANDBOX_CARDS.success) throw new Invalid("Test mode accepts only the test cards: use 4242 4242 4242 4242.");

  // Authorised, as Stripe's manual capture: the server captures it once the order is sure.
  const updated = await prisma.sandboxPaymentIntent.update({
    where: { id: intent.id },
    data: { status: "requires_capture", cardLast4: number.slice(-4), failureReason: null },
  });
  return summary(updated);
}
