import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { planById } from "@/lib/content/plans";
import { formatCents } from "@/lib/money";
import { enqueueJobs, type JobRequest } from "@/lib/jobs/enqueue";
import { movementKey, recordMovements } from "@/lib/ledger/record";
import { subscriptionGateway } from "@/lib/payments";
import type { GatewayInvoice, GatewaySubscription } from "@/lib/payments/types";
import { lockAccountPlans, PLAN_TRANSACTION } from "./account-lock";
import { planEmailJob, planReceiptJob } from "./emails";
import { recordPlanEvent } from "./events";
import { refuseStart, releaseRefusedStart, runningPlanOf } from "./refused-start";

type Tx = Prisma.TransactionClient;
type Row = { id: string; userId: string; status: string; amount: number; firstPaidAt: Date | null };

/** What the gateway says of one subscription now: itself, its invoices, and its clock. */
export type RemotePlan = { gatewaySubscriptionId: string; subscription: GatewaySubscription; invoices: GatewayInvoice[]; now: Date };

/** The subscription as the gateway has it (the source of truth), or null when it has none by that id. */
async function readRemotePlan(gatewaySubscriptionId: string): Promise<RemotePlan | null> {
  const gateway = subscriptionGateway();
  const subscription = await gateway.retrieve(gatewaySubscriptionId);
  if (!subscription) return null;
  const [invoices, now] = await Promise.all([gateway.invoices(gatewaySubscriptionId), gateway.now()]);
  return { gatewaySubscriptionId, subscription, invoices, now };
}

/** What is left to do once the sync's transaction has committed: send its emails, give a refused start's money back. */
export type Synced = { subscriptionId: string; release: boolean } | null;

/** An invoice the gateway reports that we hadn't seen in this state: its ledger row, event and emails. */
async function recordInvoice(tx: Tx, subscription: Row, invoice: GatewayInvoice, actor: string, jobs: JobRequest[]): Promise<void> {
  const known = await tx.subscriptionInvoice.findUnique({ where: { gatewayInvoiceId: invoice.id } });
  if (known?.status === invoice.status) return;
  const data = {
    amount: invoice.amount,
    status: invoice.status,
    reason: invoice.reason,
    paymentIntentId: invoice.paymentIntentId,
    receiptUrl: invoice.receiptUrl,
  };
  const row = await tx.subscriptionInvoice.upsert({
    where: { gatewayInvoiceId: invoice.id },
    create: { ...data, subscriptionId: subscription.id, gatewayInvoiceId: invoice.id, createdAt: invoice.createdAt },
    update: data,
  });
  // Money taken (a zero invoice, paid by a downgrade's credit, moves none), on the gateway's date.
  const charged = invoice.status === "paid" && invoice.amount > 0;
  if (charged) {
    await recordMovements(tx, [
      {
        subject: { line: "plan", subscriptionInvoiceId: row.id },
        kind: "charge",
        amount: invoice.amount,
        paymentIntentId: invoice.paymentIntentId,
        movementKey: movementKey.charge(invoice.id),
        occurredAt: invoice.createdAt,
        actor,
      },
    ]);
  }
  // A refused start's money goes straight back (releaseRefusedStart): its refund is what the customer hears of.
  if (subscription.status === "refused") return;
  const amount = formatCents(invoice.amount);
  if (invoice.status === "failed") {
    await recordPlanEvent(tx, subscription.id, {
      type: "payment.failed",
      message: `The monthly payment of ${amount} was declined.`,
      actor,
      data: { invoiceId: invoice.id },
    });
    jobs.push(planEmailJob(subscription.id, { kind: "payment-failed" }, invoice.id));
    return;
  }
  if (charged) jobs.push(planReceiptJob(subscription.id, row.id));
  if (!subscription.firstPaidAt) {
    subscription.firstPaidAt = invoice.createdAt;
    await tx.subscription.update({
      where: { id: subscription.id },
      data: { firstPaidAt: invoice.createdAt, firstPaymentIntentId: invoice.paymentIntentId, startedAt: invoice.createdAt },
    });
    await recordPlanEvent(tx, subscription.id, {
      type: "plan.started",
      message: `The plan started with a first payment of ${amount}.`,
      actor,
      data: { invoiceId: invoice.id },
    });
    jobs.push(planEmailJob(subscription.id, { kind: "welcome" }), planEmailJob(subscription.id, { kind: "new-subscriber" }));
    return;
  }
  const message = invoice.reason === "change" ? `The plan change's payment of ${amount} went through.` : `The monthly payment of ${amount} went through.`;
  await recordPlanEvent(tx, subscription.id, { type: "payment.succeeded", message, actor, data: { invoiceId: invoice.id } });
}

/**
 * Copies a subscription from the gateway (the source of truth) onto our Subscription, inside the
 * caller's transaction and under the account's lock: status, period, cancellation, and every
 * invoice, each new one recorded once with its emails queued in the same transaction. A first
 * payment that arrives while the account has another plan running makes this start a refused one.
 */
async function applyRemotePlan(
  tx: Tx,
  { gatewaySubscriptionId, subscription: remote, invoices, now }: RemotePlan,
  actor: "stripe" | "sandbox" | "customer",
): Promise<Synced> {
  const where = remote.reference ? { OR: [{ gatewaySubscriptionId }, { id: remote.reference }] } : { gatewaySubscriptionId };
  const match = await tx.subscription.findFirst({ where, select: { id: true, userId: true } });
  if (!match) return null;
  await lockAccountPlans(tx, match.userId);
  const [subscription] = await tx.$queryRaw<Row[]>`SELECT id, "userId", status, amount, "firstPaidAt" FROM "Subscription" WHERE id = ${match.id} FOR UPDATE`;
  if (!subscription) return null;

  if (subscription.status === "incomplete" && invoices.some((invoice) => invoice.status === "paid")) {
    const running = await runningPlanOf(tx, subscription.userId, subscription.id);
    if (running) subscription.status = await refuseStart(tx, subscription, running, { taken: true, actor });
  }
  const jobs: JobRequest[] = [];
  for (const invoice of invoices) await recordInvoice(tx, subscription, invoice, actor, jobs);

  if (subscription.status === "refused") {
    await tx.subscription.update({ where: { id: subscription.id }, data: { gatewaySubscriptionId, gatewayCustomerId: remote.customerId } });
    const paid = await tx.subscriptionInvoice.findMany({
      where: { subscriptionId: subscription.id, status: "paid" },
      select: { amount: true, refundedAmount: true },
    });
    return { subscriptionId: subscription.id, release: remote.status !== "canceled" || paid.some((invoice) => invoice.refundedAmount < invoice.amount) };
  }
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
  return { subscriptionId: subscription.id, release: false };
}

/**
 * The gateway's word on the plan now, copied onto ours inside the caller's transaction, which has
 * just changed it at the gateway under the account's lock; afterSync finishes once it commits.
 */
export async function syncPlanInTransaction(tx: Tx, gatewaySubscriptionId: string, actor: "stripe" | "sandbox" | "customer"): Promise<Synced> {
  const remote = await readRemotePlan(gatewaySubscriptionId);
  return remote ? applyRemotePlan(tx, remote, actor) : null;
}

/** After the sync's transaction: its emails sent soon, a refused start's money given back. */
export async function afterSync(synced: Synced): Promise<void> {
  if (!synced) return;
  if (synced.release) await releaseRefusedStart(synced.subscriptionId);
}

/**
 * Copies a subscription from the gateway onto ours (applyRemotePlan). Webhooks (live) and the
 * sandbox call it after every change, so replays and events out of order end the same way.
 */
export async function syncSubscription(gatewaySubscriptionId: string, actor: "stripe" | "sandbox" | "customer"): Promise<void> {
  const remote = await readRemotePlan(gatewaySubscriptionId);
  if (!remote) return;
  await afterSync(await prisma.$transaction((tx) => applyRemotePlan(tx, remote, actor), PLAN_TRANSACTION));
}
