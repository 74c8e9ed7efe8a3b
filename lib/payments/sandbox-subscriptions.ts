import "server-only";
import crypto from "node:crypto";
import { tz } from "@date-fns/tz";
import { addMonths } from "date-fns";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { Conflict, NotFound, PaymentRefused } from "@/lib/errors";
import { prorationCents } from "@/lib/billing/proration";
import { openSandboxIntent, SANDBOX_CARDS, sandboxGateway } from "./sandbox";
import { sandboxNow } from "./sandbox-clock";
import { idempotent } from "./sandbox-idempotency";
import type { GatewayInvoice, InvoiceReason, SubscriptionGateway, SubscriptionStart, SubscriptionStatus } from "./types";

/**
 * The offline gateway's monthly plans, like Stripe Billing's: the first month is paid with the
 * TEST MODE card form, then the sandbox's own clock renews them. The admin moves that clock forward
 * (lib/billing/test-clock.ts), which renews what is due, or fails the renewal with the declined card.
 * Every call made with an idempotency key honours it as Stripe does (./sandbox-idempotency.ts).
 */

type Db = Prisma.TransactionClient;

const newId = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(12).toString("hex")}`;

/** One month later, as Stripe bills: the same day of the month (the 31st falls back to the month's last day). */
export function addMonth(date: Date): Date {
  return new Date(addMonths(date, 1, { in: tz("UTC") }));
}

/** One charge of the plan's card, as an invoice: a new one, or the failed one it retries. */
async function charge(
  db: Db,
  subscription: { id: string },
  {
    amount,
    reason,
    invoiceId,
    periodEnd,
    now,
    declined,
  }: { amount: number; reason: InvoiceReason; invoiceId: string | null; periodEnd: Date; now: Date; declined: boolean },
): Promise<boolean> {
  const { id: paymentIntentId } = await openSandboxIntent(db, { amount, currency: "usd", idempotencyKey: newId("key") });
  await db.sandboxPaymentIntent.update({
    where: { id: paymentIntentId },
    data: declined
      ? { failureReason: "card_declined", cardLast4: SANDBOX_CARDS.declined.slice(-4) }
      : { status: "succeeded", cardLast4: SANDBOX_CARDS.success.slice(-4) },
  });
  const status = declined ? "open" : "paid";
  if (invoiceId) await db.sandboxInvoice.update({ where: { id: invoiceId }, data: { status, paymentIntentId } });
  else
    await db.sandboxInvoice.create({
      data: { id: newId("in"), subscriptionId: subscription.id, paymentIntentId, amount, status, reason, periodEnd, createdAt: now },
    });
  return !declined;
}

/**
 * Does what Stripe would have done by the sandbox clock's time: a plan set to cancel ends at its
 * period's end; a due one is charged (retrying an earlier failed charge), and becomes past_due
 * if the card is declined. Answers the subscriptions that changed.
 */
export async function renewDueSandboxSubscriptions(declineRenewals: boolean): Promise<string[]> {
  const now = await sandboxNow();
  const changed = new Set<string>();
  const due = await prisma.sandboxSubscription.findMany({
    where: { status: { in: ["active", "past_due"] }, currentPeriodEnd: { lte: now } },
    include: { invoices: { where: { status: "open" } } },
  });
  for (const subscription of due) {
    changed.add(subscription.id);
    if (subscription.cancelAtPeriodEnd) {
      await prisma.sandboxSubscription.update({ where: { id: subscription.id }, data: { status: "canceled" } });
      continue;
    }
    let periodStart = subscription.currentPeriodStart;
    let periodEnd = subscription.currentPeriodEnd;
    let openInvoiceId = subscription.invoices[0]?.id ?? null;
    let credit = subscription.credit;
    // A clock moved by several months bills each month in turn, as Stripe would have.
    while (periodEnd <= now) {
      const due = Math.max(subscription.amount - credit, 0);
      const paid = await charge(prisma, subscription, {
        amount: due,
        reason: "renewal",
        invoiceId: openInvoiceId,
        periodEnd: addMonth(periodEnd),
        now,
        declined: declineRenewals,
      });
      if (!paid) {
        await prisma.sandboxSubscription.update({ where: { id: subscription.id }, data: { status: "past_due" } });
        break;
      }
      openInvoiceId = null;
      credit -= subscription.amount - due;
      periodStart = periodEnd;
      periodEnd = addMonth(periodEnd);
      await prisma.sandboxSubscription.update({
        where: { id: subscription.id },
        data: { status: "active", credit, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd },
      });
    }
  }
  return [...changed];
}

const NO_SUCH_PLAN = "We couldn't find that plan with our payment provider.";

/** The subscription, locked for the rest of the call's transaction. */
async function subscriptionOrThrow(db: Db, id: string) {
  await db.$executeRaw`SELECT 1 FROM "SandboxSubscription" WHERE id = ${id} FOR UPDATE`;
  const subscription = await db.sandboxSubscription.findUnique({ where: { id } });
  if (!subscription) throw new NotFound(NO_SUCH_PLAN);
  return subscription;
}

export const sandboxSubscriptions: SubscriptionGateway = {
  name: "sandbox",
  now: sandboxNow,
  start({ reference, plan, amount, email, idempotencyKey }) {
    return idempotent(idempotencyKey, `start ${reference} ${plan} ${amount}`, async (tx): Promise<SubscriptionStart> => {
      const id = `sub_sandbox_${reference}`;
      const earlier = await tx.sandboxSubscription.findFirst({ where: { id, status: "incomplete" } });
      const intent = earlier ? await tx.sandboxPaymentIntent.findUnique({ where: { id: earlier.firstPaymentIntentId } }) : null;
      if (intent?.status === "requires_payment_method" || intent?.status === "requires_capture")
        return { kind: "card", clientSecret: intent.clientSecret, gatewaySubscriptionId: id };
      // A first try long abandoned (its payment pruned) gets a fresh payment.
      const { id: paymentIntentId, clientSecret } = await openSandboxIntent(tx, { amount, currency: "usd", idempotencyKey });
      const now = await sandboxNow();
      await tx.sandboxSubscription.upsert({
        where: { id },
        create: { id, customerEmail: email, plan, amount, firstPaymentIntentId: paymentIntentId, currentPeriodStart: now, currentPeriodEnd: addMonth(now) },
        update: { firstPaymentIntentId: paymentIntentId },
      });
      return { kind: "card", clientSecret, gatewaySubscriptionId: id };
    });
  },
  async completeStart(id) {
    const subscription = await prisma.sandboxSubscription.findUnique({ where: { id } });
    if (!subscription) throw new NotFound(NO_SUCH_PLAN);
    if (subscription.status !== "incomplete") return;
    const intent = await sandboxGateway.retrieveIntent(subscription.firstPaymentIntentId);
    if (intent?.status !== "requires_capture" && intent?.status !== "succeeded")
      throw new PaymentRefused("Your card hasn't been charged yet. Enter your card details and try again.");
    await sandboxGateway.capture(subscription.firstPaymentIntentId);
    const now = await sandboxNow();
    // The month starts when it is paid, as with Stripe's Checkout.
    await prisma.$transaction([
      prisma.sandboxSubscription.updateMany({
        where: { id, status: "incomplete" },
        data: { status: "active", currentPeriodStart: now, currentPeriodEnd: addMonth(now) },
      }),
      prisma.sandboxInvoice.upsert({
        where: { paymentIntentId: subscription.firstPaymentIntentId },
        create: {
          id: newId("in"),
          subscriptionId: id,
          paymentIntentId: subscription.firstPaymentIntentId,
          amount: subscription.amount,
          status: "paid",
          reason: "first",
          periodEnd: addMonth(now),
          createdAt: now,
        },
        update: {},
      }),
    ]);
  },
  async retrieve(id) {
    const subscription = await prisma.sandboxSubscription.findUnique({ where: { id } });
    if (!subscription) return null;
    return {
      id: subscription.id,
      customerId: null,
      status: subscription.status as SubscriptionStatus,
      reference: subscription.id.replace(/^sub_sandbox_/, ""),
      plan: subscription.plan,
      currentPeriodStart: subscription.status === "incomplete" ? null : subscription.currentPeriodStart,
      currentPeriodEnd: subscription.status === "incomplete" ? null : subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  },
  async invoices(id) {
    const rows = await prisma.sandboxInvoice.findMany({ where: { subscriptionId: id }, orderBy: { createdAt: "asc" } });
    return rows.map((invoice): GatewayInvoice => ({
      id: invoice.id,
      amount: invoice.amount,
      status: invoice.status === "paid" ? "paid" : "failed",
      reason: invoice.reason as InvoiceReason,
      paymentIntentId: invoice.paymentIntentId,
      receiptUrl: null,
      createdAt: invoice.createdAt,
    }));
  },
  setCancelAtPeriodEnd(id, cancel, idempotencyKey) {
    return idempotent(idempotencyKey, `setCancelAtPeriodEnd ${id} ${cancel}`, async (tx) => {
      const updated = await tx.sandboxSubscription.updateMany({ where: { id, status: { in: ["active", "past_due"] } }, data: { cancelAtPeriodEnd: cancel } });
      if (updated.count === 0) throw new Conflict("This plan has already ended.");
    });
  },
  changePlan(id, { plan, amount, prorationDate, idempotencyKey }) {
    return idempotent(idempotencyKey, `changePlan ${id} ${plan} ${amount} ${prorationDate.toISOString()}`, async (tx) => {
      const subscription = await subscriptionOrThrow(tx, id);
      if (subscription.status !== "active") throw new Conflict("Only a plan that is paid up can be changed. Update your card first.");
      const now = await sandboxNow();
      // As Stripe's proration_date: a moment of the current period, not in the future.
      if (prorationDate < subscription.currentPeriodStart || prorationDate > now)
        throw new Conflict("The payment provider refused the plan change: its proration date is outside the current period.");
      const difference = prorationCents({
        fromAmount: subscription.amount,
        toAmount: amount,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        now: prorationDate,
      });
      if (difference > 0)
        await charge(tx, subscription, {
          amount: difference,
          reason: "change",
          invoiceId: null,
          periodEnd: subscription.currentPeriodEnd,
          now,
          declined: false,
        });
      await tx.sandboxSubscription.update({ where: { id }, data: { plan, amount, credit: { increment: Math.max(-difference, 0) } } });
    });
  },
  cancelNow(id, idempotencyKey) {
    return idempotent(idempotencyKey, `cancelNow ${id}`, async (tx) => {
      const subscription = await subscriptionOrThrow(tx, id);
      // As Stripe voids an incomplete subscription's first invoice: its card's hold is released.
      if (subscription.status === "incomplete") {
        await tx.sandboxPaymentIntent.updateMany({
          where: { id: subscription.firstPaymentIntentId, status: { in: ["requires_payment_method", "requires_capture"] } },
          data: { status: "canceled" },
        });
      }
      await tx.sandboxSubscription.update({ where: { id }, data: { status: "canceled", cancelAtPeriodEnd: false } });
    });
  },
  async portalUrl() {
    return null;
  },
};
