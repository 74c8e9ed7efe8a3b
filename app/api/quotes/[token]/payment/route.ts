import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { openQuotePayment } from "@/lib/quotes/payment";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";

type Params = { params: Promise<{ token: string }> };

/** POST /api/quotes/{token}/payment: opens the quote's one payment, for the total the server stored. */
export const POST = apiHandler(async (request, { params }: Params) => {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp(request));
  return NextResponse.json(await openQuotePayment((await params).token));
});
