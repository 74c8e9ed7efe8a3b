import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { openQuotePayment } from "@/lib/quotes/payment";
import { quotePaymentSchema } from "@/lib/validation/print-quote";

type Params = { params: Promise<{ token: string }> };

/** POST /api/quotes/{token}/payment { shipping }: opens the quote's one payment, for the total the server stored. */
export const POST = apiHandler(async (request, { params }: Params) => {
  const { shipping } = await readJson(request, quotePaymentSchema);
  return NextResponse.json(await openQuotePayment(clientIp(request), (await params).token, shipping));
});
