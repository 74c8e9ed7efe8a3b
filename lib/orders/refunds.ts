import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { NotFound } from "@/lib/errors";
import { refundPayment, type RefundOutcome, type RefundRequest } from "@/lib/settlement/refund";
import { orderPayment } from "./payment-subject";

/** The admin refunds part or all of a merchandise order's payment (or a cancellation refunds the rest): lib/settlement/refund.ts. */
export async function refundOrder(admin: SessionUser, orderId: number, request: RefundRequest, source: "admin" | "cancel" = "admin"): Promise<RefundOutcome> {
  const order = await orderPayment({ id: orderId });
  if (!order) throw new NotFound(`Order #${orderId} does not exist.`);
  return refundPayment(order, request, { source, admin });
}
