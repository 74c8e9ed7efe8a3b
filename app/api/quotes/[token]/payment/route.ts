import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { openQuotePayment } from "@/lib/quotes/payment";

type Params = { params: Promise<{ token: string }> };

/** POST /api/quotes/{token}/payment: opens the quote's one payment, for the total the server stored. */
export const POST = apiHandler(async (request, { params }: Params) => {
  return NextResponse.json(await openQuotePayment(clientIp(request), (await params).token));
});
