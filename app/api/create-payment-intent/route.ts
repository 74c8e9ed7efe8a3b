import { NextResponse } from "next/server";
import { userOfRequest } from "@/lib/auth/accounts";
import { openCheckout } from "@/lib/checkout/open-checkout";
import { createPaymentIntentSchema } from "@/lib/validation/checkout";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";

/** Opens a payment for the cart as the server prices it (lib/checkout/open-checkout.ts). */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, createPaymentIntentSchema);
  // Only a session that still counts makes the checkout (and its order) the account's.
  const user = await userOfRequest(request);
  return NextResponse.json(await openCheckout(clientIp(request), input, user?.id ?? null));
});
