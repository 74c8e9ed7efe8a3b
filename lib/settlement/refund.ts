import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/admin/audit";
import type { SessionUser } from "@/lib/auth/session";
import { formatCents, isCents } from "@/lib/money";
import { Conflict, DomainError, Invalid } from "@/lib/errors";
import { adminActor, type OrderActor } from "@/lib/orders/events";
import { disputeIsOpen } from "@/lib/orders/payment-state";
import { paymentGateway } from "@/lib/payments";
import { REFUND_AT_LEAST_A_CENT } from "@/lib/validation/refund";
import { recordRefundState, settleMoney } from "./settle";
import { refundKey, refundsOf, type PaymentSubject } from "./subject";

type Tx = Prisma.TransactionClient;

/**
 * amount in cents (omitted: everything left); the same requestKey is the same refund. The reason
 * stays with the shop; customerMessage, if given, goes to the customer in the refund's email.
 */
export type RefundRequest = { amount?: number; reason: string; customerMessage?: string; requestKey: string };
export type RefundOutcome = { refundId: number; amount: number; status: string };

/**
 * Who asks for the refund: the admin (audited), for a refund or a cancellation; the customer
 * cancelling under the plan guarantee; or the shop itself giving back a refused plan start's payment.
 */
export type RefundAsker = { source: "admin" | "cancel"; admin: SessionUser } | { source: "guarantee" | "refused" };

/** A twin request (the same requestKey) is still waiting for the gateway: it answers, not this one. */
export class RefundInProgress extends Conflict {
  constructor() {
    super("This refund is already being made. Refresh the page in a moment.");
  }
}

const actorOf = (asker: RefundAsker): OrderActor => ("admin" in asker ? adminActor(asker.admin.email) : asker.source === "guarantee" ? "customer" : "system");

/** What of the payment is not yet refunded (or being refunded). */
async function refundableAmount(tx: Tx, subject: PaymentSubject, total: number): Promise<number> {
  const { _sum } = await tx.refund.aggregate({
    where: { ...refundsOf(subject), status: { in: ["pending", "succeeded", "requires_action"] } },
    _sum: { amount: true },
  });
  return total - (_sum.amount ?? 0);
}

/**
 * The one refund of a payment, whatever it paid for: reserved on our side first (the subject's
 * row locked, the amount checked against what is left), then asked of the gateway with an
 * idempotency key made from our ids (order-12-refund-34, print-3-refund-35, invoice-7-refund-36),
 * so a retried or doubled request refunds once, then settled in one transaction: the refund's
 * state, the ledger's row, the subject's refunded amount and state, its timeline and the
 * customer's email (a job). The same requestKey (one dialog, clicked twice) answers the same
 * refund and never calls the gateway again.
 */
export async function refundPayment(subject: PaymentSubject, request: RefundRequest, asker: RefundAsker): Promise<RefundOutcome> {
  // The route's schema says so first; this holds for every caller (cancel, guarantee, refusals).
  if (request.amount !== undefined && !(isCents(request.amount) && request.amount >= 1)) throw new Invalid(REFUND_AT_LEAST_A_CENT);
  const reserved = await reserveRefund(subject, request, asker);
  if ("existing" in reserved) return reserved.existing;
  const { refund } = reserved;
  const actor = actorOf(asker);

  let result;
  try {
    result = await paymentGateway().refund({
      paymentIntentId: subject.paymentIntentId,
      amount: refund.amount,
      reason: refund.reason ?? undefined,
      idempotencyKey: refundKey(subject, refund.id),
    });
  } catch (error) {
    const message = error instanceof DomainError ? error.message : "The payment provider did not answer.";
    await prisma.$transaction(async (tx) => {
      await tx.refund.update({ where: { id: refund.id }, data: { status: "failed", failureMessage: message } });
      await subject.recordEvent(tx, { type: "payment.refund_failed", message: `The refund of ${formatCents(refund.amount)} failed: ${message}`, actor });
    });
    throw error;
  }

  await prisma.$transaction(async (tx) => {
    await subject.lock(tx);
    // A webhook's sync may have recorded it meanwhile: the row as it is now.
    const row = await tx.refund.findUniqueOrThrow({ where: { id: refund.id } });
    const succeeded = (await recordRefundState(tx, subject, row, result, actor)) ? [row] : [];
    await settleMoney(tx, subject, succeeded, actor);
  });
  return { refundId: refund.id, amount: refund.amount, status: result.status };
}

/** The refund as first asked (a retry asks the gateway again with the same amount and reason under its key). */
type Reserved = { existing: RefundOutcome } | { refund: { id: number; amount: number; reason: string | null } };

async function reserveRefund(subject: PaymentSubject, { amount, reason, customerMessage, requestKey }: RefundRequest, asker: RefundAsker): Promise<Reserved> {
  const { noun } = subject;
  const actor = actorOf(asker);
  const sameRequest = { ...refundsOf(subject), requestKey };
  try {
    return await prisma.$transaction(async (tx) => {
      await subject.lock(tx);
      const money = await subject.money(tx);
      const earlier = await tx.refund.findFirst({ where: sameRequest });
      if (earlier && earlier.status !== "failed") return { existing: alreadyRequested(earlier) };
      if (disputeIsOpen(money.disputeStatus)) throw new Conflict("This payment is disputed: the bank decides its money now, so it can't be refunded here.");
      const left = await refundableAmount(tx, subject, money.total);
      if (earlier) {
        // The same refund tried again after the gateway failed it ("try again in a minute"): asked
        // again under its own idempotency key, so one the gateway made after all is answered, not repeated.
        if (earlier.amount > left)
          throw new Conflict(
            `Only ${formatCents(left)} of this ${noun} can still be refunded, so this refund of ${formatCents(earlier.amount)} can't be tried again.`,
          );
        await tx.refund.update({ where: { id: earlier.id }, data: { status: "pending", failureMessage: null } });
        await subject.recordEvent(tx, { type: "payment.refund_retried", message: `Refund of ${formatCents(earlier.amount)} tried again.`, actor });
        return { refund: { id: earlier.id, amount: earlier.amount, reason: earlier.reason } };
      }
      if (left <= 0) throw new Conflict(`This ${noun} has been refunded in full already.`);
      const refundAmount = amount ?? left;
      if (refundAmount > left) throw new Invalid(`At most ${formatCents(left)} of this ${noun} can still be refunded.`);
      const refund = await tx.refund.create({
        data: { ...sameRequest, amount: refundAmount, reason, customerMessage, status: "pending", source: asker.source },
        select: { id: true, amount: true, reason: true },
      });
      await subject.recordEvent(tx, { type: "payment.refund_requested", message: `Refund of ${formatCents(refundAmount)} requested: ${reason}`, actor });
      if ("admin" in asker) await recordAudit(tx, asker.admin, { ...subject.audit, after: { amount: refundAmount, reason } });
      return { refund };
    });
  } catch (error) {
    // The same click arriving twice at once: the second answers with the first one's refund.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { existing: alreadyRequested(await prisma.refund.findFirstOrThrow({ where: sameRequest })) };
    }
    throw error;
  }
}

function alreadyRequested(refund: { id: number; amount: number; status: string }): RefundOutcome {
  if (refund.status === "pending") throw new RefundInProgress();
  return { refundId: refund.id, amount: refund.amount, status: refund.status };
}
