import { NextResponse } from "next/server";
import { createOrderSchema } from "@/lib/validation/checkout";
import { apiHandler, readJson } from "@/lib/http/api";
import { createOrderForPayment } from "@/lib/orders/create-order";

/**
 * The browser reports an authorised payment (docs/api.md#post-apicreate-order: items, customerInfo, paymentIntentId). Only
 * the payment id matters: the order is made from what the server priced, once per payment.
 */
export const POST = apiHandler(async (request) => {
  const { paymentIntentId } = await readJson(request, createOrderSchema);
  const { orderId, created } = await createOrderForPayment(paymentIntentId);
  return NextResponse.json({ success: true, message: "Your order is confirmed. We'll email you when it ships.", orderId }, { status: created ? 201 : 200 });
});
