import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { invoicePayment } from "@/lib/billing/payment-subject";
import { formatCents } from "@/lib/money";
import { movementKey, recordMovements, type Movement } from "@/lib/ledger/record";
import type { OrderActor } from "@/lib/orders/events";
import { orderPayment } from "@/lib/orders/payment-subject";
import { disputeIsOpen, paymentStateOf } from "@/lib/orders/payment-state";
import { paymentGateway } from "@/lib/payments";
import type { GatewayDispute, GatewayRefund } from "@/lib/payments/types";
import { printOrderPayment } from "@/lib/quotes/payment-subject";
import { recordRefundState, settleMoney } from "./settle";
import { refundIdFromKey, refundsOf, type PaymentSubject } from "./subject";

type Tx = Prisma.TransactionClient;

/** Whose payment this is: a merchandise order's, a print order's or a plan invoice's (null: none of ours). */
export async function subjectOfPayment(paymentIntentId: string): Promise<PaymentSubject | null> {
  return (await orderPayment({ paymentIntentId })) ?? (await printOrderPayment({ paymentIntentId })) ?? (await invoicePayment({ paymentIntentId }));
}

/** Every refund the gateway reports onto our rows (one made in Stripe's dashboard gets its own): those that succeeded just now. */
async function applyRefunds(tx: Tx, subject: PaymentSubject, refunds: GatewayRefund[], actor: OrderActor) {
  const succeeded = [];
  for (const refund of refunds) {
    const ours = refundIdFromKey(subject, refund.key);
    const known =
      (await tx.refund.findUnique({ where: { gatewayRefundId: refund.id } })) ??
      (ours === null ? null : await tx.refund.findFirst({ where: { ...refundsOf(subject), id: ours } }));
    if (!known) {
      const found = await tx.refund.create({
        data: { ...refundsOf(subject), gatewayRefundId: refund.id, amount: refund.amount, reason: refund.reason, status: "pending", source: "stripe" },
      });
      await subject.recordEvent(tx, {
        type: "payment.refund_found",
        message: `A refund of ${formatCents(refund.amount)} was made in the payment provider's dashboard (${refund.status}).`,
        actor,
        data: { refundId: refund.id },
      });
      if (await recordRefundState(tx, subject, found, refund, actor)) succeeded.push(found);
      continue;
    }
    const before = known.status;
    if (await recordRefundState(tx, subject, known, refund, actor)) succeeded.push(known);
    if (before !== refund.status) {
      await subject.recordEvent(tx, {
        type: `payment.refund_${refund.status}`,
        message: `The refund of ${formatCents(refund.amount)} is now ${refund.status}.`,
        actor,
      });
    }
  }
  return succeeded;
}

/**
 * The bank's dispute onto the subject (the open one, else the latest), and every dispute's moves
 * into the ledger: opened, then won (or closed in the shop's favour) or lost, the money then gone.
 * Each is dated as the gateway dates it, so a dispute found late (by reconciliation) lands on its
 * own days; a closing the gateway no longer dates is booked when we learn of it.
 */
async function applyDisputes(tx: Tx, subject: PaymentSubject, disputes: GatewayDispute[], actor: OrderActor, now: Date): Promise<void> {
  const movements: Movement[] = disputes.flatMap((dispute) => {
    const move = (kind: Movement["kind"], key: "opened" | "won" | "lost", occurredAt: Date): Movement => ({
      subject: subject.ledger,
      kind,
      amount: dispute.amount,
      paymentIntentId: subject.paymentIntentId,
      movementKey: movementKey.dispute(dispute.id, key),
      occurredAt,
      actor,
    });
    const opened = move("dispute_opened", "opened", dispute.createdAt);
    if (disputeIsOpen(dispute.status)) return [opened];
    const closedAt = dispute.closedAt ?? now;
    return [opened, dispute.status === "lost" ? move("dispute_lost", "lost", closedAt) : move("dispute_won", "won", closedAt)];
  });
  await recordMovements(tx, movements);

  const dispute = disputes.find((d) => disputeIsOpen(d.status)) ?? disputes.at(-1);
  if (!dispute) return;
  const money = await subject.money(tx);
  if (money.disputeStatus === dispute.status) return;
  const disputed = { ...money, disputeStatus: dispute.status, disputedAmount: dispute.amount };
  await subject.saveMoney(tx, { ...disputed, paymentStatus: paymentStateOf(disputed) });
  const opened = money.disputeStatus === null || !disputeIsOpen(money.disputeStatus);
  await subject.recordEvent(tx, {
    type: disputeIsOpen(dispute.status) ? (opened ? "payment.dispute_opened" : "payment.dispute_updated") : "payment.dispute_closed",
    message: disputeIsOpen(dispute.status)
      ? `The customer's bank ${opened ? "opened" : "updated"} a dispute of ${formatCents(dispute.amount)} (${dispute.status.replaceAll("_", " ")}).`
      : `The dispute of ${formatCents(dispute.amount)} is closed: ${dispute.status.replaceAll("_", " ")}.`,
    actor,
    data: { disputeId: dispute.id },
  });
}

/**
 * Makes our side say what the gateway says of a payment, whatever it paid for (a merchandise
 * order, a print order, a plan invoice): every refund (ours, and those made in Stripe's own
 * dashboard) and the dispute, each movement of money into the ledger. Reading the whole truth,
 * not one event's part, makes replayed and out-of-order webhooks harmless. Webhooks (a
 * payment.sync job) and reconciliation call it. A new refund emails the customer (a job).
 */
export async function syncPaymentFromGateway(paymentIntentId: string, actor: OrderActor = "stripe"): Promise<void> {
  const subject = await subjectOfPayment(paymentIntentId);
  const gateway = paymentGateway();
  if (!subject || subject.provider !== gateway.name) return;
  const [refunds, disputes, now] = await Promise.all([gateway.refunds(paymentIntentId), gateway.disputes(paymentIntentId), gateway.now()]);
  await prisma.$transaction(async (tx) => {
    await subject.lock(tx);
    const succeeded = await applyRefunds(tx, subject, refunds, actor);
    await applyDisputes(tx, subject, disputes, actor, now);
    await settleMoney(tx, subject, succeeded, actor);
  });
}
