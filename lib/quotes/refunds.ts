import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { NotFound } from "@/lib/errors";
import { refundPayment, type RefundOutcome, type RefundRequest } from "@/lib/settlement/refund";
import { printOrderPayment } from "./payment-subject";

/** The admin refunds part or all of a print order's payment (lib/settlement/refund.ts); the print order's status is the admin's to move. */
export async function refundPrintOrder(admin: SessionUser, printOrderId: number, request: RefundRequest): Promise<RefundOutcome> {
  const printOrder = await printOrderPayment({ id: printOrderId });
  if (!printOrder) throw new NotFound(`Print order #${printOrderId} does not exist.`);
  return refundPayment(printOrder, request, { source: "admin", admin });
}
