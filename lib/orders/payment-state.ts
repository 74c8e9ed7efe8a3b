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

/**
 * What an order still brings in: its total less refunds and a lost dispute; nothing once
 * cancelled. Revenue on the dashboard is the sum of this.
 */
export function netRevenueOf(order: PaymentFacts & { status: string; disputedAmount: number }): number {
  if (order.status === "cancelled") return 0;
  const lost = order.disputeStatus === "lost" ? order.disputedAmount : 0;
  return Math.max(0, order.total - order.refundedAmount - lost);
}
