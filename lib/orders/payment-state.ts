/** Stripe's dispute statuses that are over; any other means the dispute is open. */
const CLOSED_DISPUTES = ["won", "lost", "warning_closed", "prevented"];

export type PaymentFacts = { total: number; refundedAmount: number; disputeStatus: string | null };
export type PaymentState = "paid" | "partially_refunded" | "refunded" | "disputed";

/** The payment state a shop owner reads, from what the gateway says of the money. */
export function paymentStateOf({ total, refundedAmount, disputeStatus }: PaymentFacts): PaymentState {
  if (disputeStatus && (!CLOSED_DISPUTES.includes(disputeStatus) || disputeStatus === "lost")) return "disputed";
  if (refundedAmount >= total) return "refunded";
  if (refundedAmount > 0) return "partially_refunded";
  return "paid";
}

export const disputeIsOpen = (status: string | null) => status !== null && !CLOSED_DISPUTES.includes(status);
