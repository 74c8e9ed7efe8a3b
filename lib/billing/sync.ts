import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { planById } from "@/lib/content/plans";
import { formatCents } from "@/lib/money";
import { enqueueJobs, type JobRequest } from "@/lib/jobs/enqueue";
import { movementKey, recordMovements } from "@/lib/ledger/record";
import { subscriptionGateway } from "@/lib/payments";
import type { GatewayInvoice } from "@/lib/payments/types";
import { planEmailJob } from "./emails";
import { recordPlanEvent } from "./events";

type Tx = Prisma.TransactionClient;
type Row = { id: string; status: string; firstPaidAt: Date | null; cancelAtPeriodEnd: boolean };

/** An invoice the gateway reports that we hadn't seen in this state: its event and emails. */
async function recordInvoice(tx: Tx, subscription: Row, invoice: GatewayInvoice, actor: string, jobs: JobRequest[]): Promise<void> {
  const known = await tx.subscriptionInvoice.findUnique({ where: { gatewayInvoiceId: invoice.id } });
  if (known?.status === invoice.status) return;
  const data = { amount: invoice.amount, status: invoice.status, paymentIntentId: invoice.paymentIntentId, receiptUrl: invoice.receiptUrl };
  const row = await tx.subscriptionInvoice.upsert({ where: { gatewayInvoiceId: invoice.id }, create: { ...data, subscriptionId: subscription.id, gatewayInvoiceId: invoice.id, createdAt: invoice.createdAt }, update: data });
  // Money taken (a zero invoice, paid by a downgrade's credit, moves none), on the gateway's date.
  if (invoice.status === "paid" && invoice.amount > 0) {
    await recordMovements(tx, [
      { subject: { line: "plan", subscriptionInvoiceId: row.id }, kind: "charge", amount: invoice.amount, paymentIntentId: invoice.paymentIntentId, movementKey: movementKey.charge(invoice.id), occurredAt: invoice.createdAt, actor },
    ]);
  }
  const amount = formatCents(invoice.amount);
  if (invoice.status === "failed") {
    await recordPlanEvent(tx, subscription.id, { type: "payment.failed", message: `The monthly payment of ${amount} was declined.`, actor, data: { invoiceId: invoice.id } });
    jobs.push(planEmailJob(subscription.id, "payment-failed", invoice.id));
    return;
  }
  if (!subscription.firstPaidAt) {
    subscription.firstPaidAt = invoice.createdAt;
    await tx.subscription.update({ where: { id: subscription.id }, data: { firstPaidAt: invoice.createdAt, firstPaymentIntentId: invoice.paymentIntentId, startedAt: invoice.createdAt } });
    await recordPlanEvent(tx, subscription.id, { type: "plan.started", message: `The plan started with a first payment of ${amount}.`, actor, data: { invoiceId: invoice.id } });
    jobs.push(planEmailJob(subscription.id, "welcome"), planEmailJob(subscription.id, "new-subscriber"));
    return;
  }
  await recordPlanEvent(tx, subscription.id, { type: "payment.succeeded", message: `The monthly payment of ${amount} went through.`, actor, data: { invoiceId: invoice.id } });
}

/**
 * Copies a subscription from the gateway (the source of truth) onto our Subscription: status,
 * period, cancellation, and every invoice, each new one recorded once with its emails queued in
 * the same transaction. Webhooks (live) and the sandbox call it after every change, so replays
 * and events out of order end the same way.
 */
export async function syncSubscription(gatewaySubscriptionId: string, actor: "stripe" | "sandbox" | "customer"): Promise<void> {
  const gateway = subscriptionGateway();
  const remote = await gateway.retrieve(gatewaySubscriptionId);
  if (!remote) return;
  const invoices = await gateway.invoices(gatewaySubscriptionId);
  const now = await gateway.now();
  const jobs: JobRequest[] = [];
  await prisma.$transaction(async (tx) => {
    const where = remote.reference ? { OR: [{ gatewaySubscriptionId }, { id: remote.reference }] } : { gatewaySubscriptionId };
    const match = await tx.subscription.findFirst({ where, select: { id: true } });
    if (!match) return;
    // One sync of a subscription at a time: two webhooks at once record each invoice once.
    const [subscription] = await tx.$queryRaw<Row[]>`SELECT id, status, "firstPaidAt", "cancelAtPeriodEnd" FROM "Subscription" WHERE id = ${match.id} FOR UPDATE`;
    if (!subscription) return;
    for (const invoice of invoices) await recordInvoice(tx, subscription, invoice, actor, jobs);
    if (remote.status !== subscription.status && subscription.status !== "incomplete" && remote.status !== "active") {
      const message = remote.status === "canceled" ? "The plan has ended." : "The plan is past due: the last payment failed.";
      await recordPlanEvent(tx, subscription.id, { type: `plan.${remote.status}`, message, actor });
    }
    // The plan as the gateway bills it now (changed here, or in Stripe's dashboard).
    const plan = remote.plan ? planById(remote.plan) : undefined;
    await tx.subscription.update({
      where: { id: subscription.id },
      data: {
        ...(plan ? { plan: plan.id, amount: plan.priceCents } : {}),
        status: remote.status,
        gatewaySubscriptionId,
        gatewayCustomerId: remote.customerId,
        currentPeriodStart: remote.currentPeriodStart,
        currentPeriodEnd: remote.currentPeriodEnd,
        cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
        ...(remote.status === "canceled" && subscription.status !== "canceled" ? { canceledAt: now } : {}),
      },
    });
    await enqueueJobs(tx, jobs);
  });
}
