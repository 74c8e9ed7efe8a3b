import "server-only";
import { NotFound } from "@/lib/errors";
import { refundPayment, type RefundAsker, type RefundOutcome, type RefundRequest } from "@/lib/settlement/refund";
import { invoicePayment } from "./payment-subject";

/**
 * Refunds part or all of a paid plan invoice (lib/settlement/refund.ts): the admin from the
 * subscriber's invoices, or the customer cancelling under the money-back guarantee. The plan
 * itself carries on: ending it is its own step.
 */
export async function refundInvoice(invoiceId: number, request: RefundRequest, asker: RefundAsker): Promise<RefundOutcome> {
  const invoice = await invoicePayment({ id: invoiceId });
  if (!invoice) throw new NotFound(`There is no paid invoice #${invoiceId} to refund.`);
  return refundPayment(invoice, request, asker);
}
