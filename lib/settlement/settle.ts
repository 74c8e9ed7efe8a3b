import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/money";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { movementKey, recordMovements } from "@/lib/ledger/record";
import type { OrderActor } from "@/lib/orders/events";
import { paymentStateOf } from "@/lib/orders/payment-state";
import type { GatewayRefund } from "@/lib/payments/types";
import { refundsOf, type PaymentSubject } from "./subject";

type Tx = Prisma.TransactionClient;
type RefundRow = { id: number; amount: number; status: string; source: string; customerMessage: string | null; gatewayRefundId: string | null };

/**
 * Our refund row takes what the gateway says of it (its id, its state). The first time it is
 * seen succeeded, the money it gave back goes into the ledger, on the gateway's date. Answers
 * whether it succeeded just now.
 */
export async function recordRefundState(tx: Tx, subject: PaymentSubject, refund: RefundRow, gateway: GatewayRefund, actor: OrderActor): Promise<boolean> {
  if (refund.status !== gateway.status || refund.gatewayRefundId !== gateway.id) {
    await tx.refund.update({ where: { id: refund.id }, data: { status: gateway.status, gatewayRefundId: gateway.id } });
  }
  if (gateway.status !== "succeeded") return false;
  await recordMovements(tx, [
    {
      subject: subject.ledger,
      kind: "refund",
      amount: gateway.amount,
      paymentIntentId: subject.paymentIntentId,
      movementKey: movementKey.refund(gateway.id),
      occurredAt: gateway.createdAt,
      actor,
    },
  ]);
  return refund.status !== "succeeded";
}

/**
 * Recomputes the subject's money from its refund rows and dispute: the refunded amount is the sum
 * of succeeded refunds, and the payment state follows. When refunds succeeded just now, its
 * timeline says how much went back and the customer is emailed about each (jobs).
 */
export async function settleMoney(tx: Tx, subject: PaymentSubject, succeeded: RefundRow[], actor: OrderActor): Promise<void> {
  const money = await subject.money(tx);
  const { _sum } = await tx.refund.aggregate({ where: { ...refundsOf(subject), status: "succeeded" }, _sum: { amount: true } });
  const refundedAmount = _sum.amount ?? 0;
  await subject.saveMoney(tx, {
    refundedAmount,
    disputeStatus: money.disputeStatus,
    disputedAmount: money.disputedAmount,
    paymentStatus: paymentStateOf({ ...money, refundedAmount }),
  });
  const newlyRefunded = refundedAmount - money.refundedAmount;
  if (newlyRefunded <= 0) return;
  await subject.recordEvent(tx, { type: "payment.refunded", message: `Refunded ${formatCents(newlyRefunded)}.`, actor, customerVisible: true });
  await enqueueJobs(
    tx,
    succeeded.flatMap((refund) => subject.refundEmail(refund) ?? []),
  );
}
