import { NextResponse } from "next/server";
import { sessionFromRequest } from "@/lib/auth/session";
import { openCheckout } from "@/lib/checkout/open-checkout";
import { createPaymentIntentSchema } from "@/lib/validation/checkout";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";

/** Opens a payment for the cart as the server prices it (lib/checkout/open-checkout.ts). */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, createPaymentIntentSchema);
  const session = await sessionFromRequest(request);
  return NextResponse.json(await openCheckout(clientIp(request), input, session?.id ?? null));
});
