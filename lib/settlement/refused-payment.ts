import "server-only";
import { movementKey, type Movement, type RefusedPayment } from "@/lib/ledger/record";
import type { OrderActor } from "@/lib/orders/events";
import { paymentGateway } from "@/lib/payments";
import type { PaymentIntentSummary } from "@/lib/payments/types";

/**
 * Gives back a payment no order will be made for (a merchandise checkout or a print quote's): the
 * card's hold released, so nothing is charged; or, when the gateway took the money already, what
 * is left of it refunded in full under a key from the payment's id, so a retry refunds once.
 *
 * Money taken and given back still moved: the answer is the payment's capture and every refund of
 * it that succeeded (ours, and any made in Stripe's dashboard), for the caller to record in the
 * transaction that closes the payment. Their keys are the gateway's ids, so a repeated refusal
 * (a replay, reconciliation) writes nothing twice.
 */
export async function giveBackRefusedPayment(
  subject: RefusedPayment,
  intent: PaymentIntentSummary,
  { reason, actor }: { reason: string; actor: OrderActor },
): Promise<Movement[]> {
  const gateway = paymentGateway();
  if (intent.status === "requires_capture") {
    await gateway.cancel(intent.id);
    return [];
  }
  const idempotencyKey = `refuse-${intent.id}`;
  if (intent.amount > intent.amountRefunded) {
    await gateway.refund({ paymentIntentId: intent.id, amount: intent.amount - intent.amountRefunded, reason, idempotencyKey });
  }
  const [refunds, now] = await Promise.all([gateway.refunds(intent.id), gateway.now()]);
  const givenBack = refunds.filter((refund) => refund.status === "succeeded");
  const movement = { subject, paymentIntentId: intent.id };
  return [
    {
      ...movement,
      kind: "capture",
      amount: intent.amount,
      movementKey: movementKey.capture(intent.id),
      // The gateway doesn't say when it took the money, only that it was before any refund of it.
      occurredAt: new Date(Math.min(now.getTime(), ...givenBack.map((refund) => refund.createdAt.getTime()))),
      actor,
    },
    ...givenBack.map((refund): Movement => ({
      ...movement,
      kind: "refund",
      amount: refund.amount,
      movementKey: movementKey.refund(refund.id),
      occurredAt: refund.createdAt,
      actor: refund.key === idempotencyKey ? "system" : gateway.name,
    })),
  ];
}
