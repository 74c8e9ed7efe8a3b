import "server-only";
import crypto from "node:crypto";
import { tz } from "@date-fns/tz";
import { addMonths } from "date-fns";
import { prisma } from "@/lib/db";
import { Conflict, NotFound, PaymentRefused } from "@/lib/errors";
import { prorationCents } from "@/lib/billing/proration";
import { SANDBOX_CARDS, sandboxGateway } from "./sandbox";
import { sandboxNow } from "./sandbox-clock";
import type { GatewayInvoice, SubscriptionGateway, SubscriptionStatus } from "./types";

/**
 * The offline gateway's monthly plans, like Stripe Billing's: the first month is paid with the
 * TEST MODE card form, then the sandbox's own clock renews them. The admin moves that clock forward
 * (lib/billing/test-clock.ts), which renews what is due, or fails the renewal with the declined card.
 */

const newId = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(12).toString("hex")}`;

/** One month later, as Stripe bills: the same day of the month (the 31st falls back to the month's last day). */
export function addMonth(date: Date): Date {
  return new Date(addMonths(date, 1, { in: tz("UTC") }));
}

async function charge(subscription: { id: string }, amount: number, invoiceId: string | null, periodEnd: Date, now: Date, declined: boolean): Promise<boolean> {
  const { id: paymentIntentId } = await sandboxGateway.createIntent({ amount, currency: "usd", description: "Website plan", receiptEmail: "", idempotencyKey: newId("key") });
  await prisma.sandboxPaymentIntent.update({
    where: { id: paymentIntentId },
    data: declined ? { failureReason: "card_declined", cardLast4: SANDBOX_CARDS.declined.slice(-4) } : { status: "succeeded", cardLast4: SANDBOX_CARDS.success.slice(-4) },
  });
  const status = declined ? "open" : "paid";
  if (invoiceId) await prisma.sandboxInvoice.update({ where: { id: invoiceId }, data: { status, paymentIntentId } });
  else await prisma.sandboxInvoice.create({ data: { id: newId("in"), subscriptionId: subscription.id, paymentIntentId, amount, status, periodEnd, createdAt: now } });
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
  const due = await prisma.sandboxSubscription.findMany({ where: { status: { in: ["active", "past_due"] }, currentPeriodEnd: { lte: now } }, include: { invoices: { where: { status: "open" } } } });
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
      const paid = await charge(subscription, due, openInvoiceId, addMonth(periodEnd), now, declineRenewals);
      if (!paid) {
        await prisma.sandboxSubscription.update({ where: { id: subscription.id }, data: { status: "past_due" } });
        break;
      }
      openInvoiceId = null;
      credit -= subscription.amount - due;
      periodStart = periodEnd;
      periodEnd = addMonth(periodEnd);
      await prisma.sandboxSubscription.update({ where: { id: subscription.id }, data: { status: "active", credit, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd } });
    }
  }
  return [...changed];
}

async function subscriptionOrThrow(id: string) {
  const subscription = await prisma.sandboxSubscription.findUnique({ where: { id } });
  if (!subscription) throw new NotFound("We couldn't find that plan with our payment provider.");
  return subscription;
}

export const sandboxSubscriptions: SubscriptionGateway = {
  name: "sandbox",
  now: sandboxNow,
  async start({ reference, plan, amount, email, idempotencyKey }) {
    const id = `sub_sandbox_${reference}`;
    const earlier = await prisma.sandboxSubscription.findFirst({ where: { id, status: "incomplete" } });
    const intent = earlier ? await prisma.sandboxPaymentIntent.findUnique({ where: { id: earlier.firstPaymentIntentId } }) : null;
    if (intent?.status === "requires_payment_method" || intent?.status === "requires_capture") return { kind: "card", clientSecret: intent.clientSecret, gatewaySubscriptionId: id };
    // A first try long abandoned (its payment pruned) gets a fresh payment.
    const { id: paymentIntentId, clientSecret } = await sandboxGateway.createIntent({ amount, currency: "usd", description: `Website plan: ${plan}`, receiptEmail: email, idempotencyKey });
    const now = await sandboxNow();
    await prisma.sandboxSubscription.upsert({
      where: { id },
      create: { id, customerEmail: email, plan, amount, firstPaymentIntentId: paymentIntentId, currentPeriodStart: now, currentPeriodEnd: addMonth(now) },
      update: { firstPaymentIntentId: paymentIntentId },
    });
    return { kind: "card", clientSecret, gatewaySubscriptionId: id };
  },
  async completeStart(id) {
    const subscription = await subscriptionOrThrow(id);
    if (subscription.status !== "incomplete") return;
    const intent = await sandboxGateway.retrieveIntent(subscription.firstPaymentIntentId);
    if (intent?.status !== "requires_capture" && intent?.status !== "succeeded") throw new PaymentRefused("Your card hasn't been charged yet. Enter your card details and try again.");
    await sandboxGateway.capture(subscription.firstPaymentIntentId);
    const now = await sandboxNow();
    // The month starts when it is paid, as with Stripe's Checkout.
    await prisma.$transaction([
      prisma.sandboxSubscription.updateMany({ where: { id, status: "incomplete" }, data: { status: "active", currentPeriodStart: now, currentPeriodEnd: addMonth(now) } }),
      prisma.sandboxInvoice.upsert({
        where: { paymentIntentId: subscription.firstPaymentIntentId },
        create: { id: newId("in"), subscriptionId: id, paymentIntentId: subscription.firstPaymentIntentId, amount: subscription.amount, status: "paid", periodEnd: addMonth(now), createdAt: now },
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
      paymentIntentId: invoice.paymentIntentId,
      receiptUrl: null,
      createdAt: invoice.createdAt,
    }));
  },
  async setCancelAtPeriodEnd(id, cancel) {
    const updated = await prisma.sandboxSubscription.updateMany({ where: { id, status: { in: ["active", "past_due"] } }, data: { cancelAtPeriodEnd: cancel } });
    if (updated.count === 0) throw new Conflict("This plan has already ended.");
  },
  async changePlan(id, { plan, amount }) {
    const subscription = await subscriptionOrThrow(id);
    if (subscription.status !== "active") throw new Conflict("Only a plan that is paid up can be changed. Update your card first.");
    const now = await sandboxNow();
    const difference = prorationCents({ fromAmount: subscription.amount, toAmount: amount, periodStart: subscription.currentPeriodStart, periodEnd: subscription.currentPeriodEnd, now });
    if (difference > 0) await charge(subscription, difference, null, subscription.currentPeriodEnd, now, false);
    await prisma.sandboxSubscription.update({ where: { id }, data: { plan, amount, credit: { increment: Math.max(-difference, 0) } } });
  },
  async cancelNow(id) {
    await subscriptionOrThrow(id);
    await prisma.sandboxSubscription.update({ where: { id }, data: { status: "canceled", cancelAtPeriodEnd: false } });
  },
  async portalUrl() {
    return null;
  },
};
