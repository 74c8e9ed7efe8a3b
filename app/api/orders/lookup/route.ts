import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { lookUpOrder } from "@/lib/orders/customer-orders";
import { orderLookupSchema } from "@/lib/validation/order";

/** POST /api/orders/lookup { orderNumber, email }: one order for a guest (rate-limited). */
export const POST = apiHandler(async (request) => {
  const order = await lookUpOrder(clientIp(request), await readJson(request, orderLookupSchema));
  return NextResponse.json(order, { headers: { "Cache-Control": "no-store" } });
});
