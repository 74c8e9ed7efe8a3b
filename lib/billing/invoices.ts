import { disputeIsOpen, paymentStateOf, type PaymentState } from "@/lib/orders/payment-state";

/** A plan invoice's state as the admin reads it: failed (never paid), or its payment's state. */
export type InvoiceState = PaymentState | "failed";

type InvoiceMoney = { status: string; amount: number; refundedAmount: number; disputeStatus: string | null };

export function invoiceStateOf(invoice: InvoiceMoney): InvoiceState {
  return invoice.status === "paid"
    ? paymentStateOf({ total: invoice.amount, refundedAmount: invoice.refundedAmount, disputeStatus: invoice.disputeStatus })
    : "failed";
}

/** What of a paid invoice can still be refunded from the admin (nothing while the bank disputes it). */
export function refundableOf(invoice: InvoiceMoney): number {
  if (invoice.status !== "paid" || disputeIsOpen(invoice.disputeStatus)) return 0;
  return Math.max(0, invoice.amount - invoice.refundedAmount);
}
