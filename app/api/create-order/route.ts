import { NextResponse } from "next/server";
import { createOrderSchema } from "@/lib/validation/checkout";
import { apiHandler, readJson } from "@/lib/http/api";
import { createOrderForPayment } from "@/lib/orders/create-order";
import { confirmationPath } from "@/lib/orders/confirmation-link";

/**
 * The browser reports an authorised payment (docs/api.md#post-apicreate-order: items, customerInfo, paymentIntentId). Only
 * the payment id matters: the order is made from what the server priced, once per payment. The
 * answer names the order's confirmation page, which only this answer's holder can open.
 */
export const POST = apiHandler(async (request) => {
  const { paymentIntentId } = await readJson(request, createOrderSchema);
  const { orderId, created } = await createOrderForPayment(paymentIntentId);
  return NextResponse.json(
    { success: true, message: "Your order has been processed and sent to fulfillment.", orderId, confirmationUrl: confirmationPath(orderId) },
    { status: created ? 201 : 200 },
  );
});
