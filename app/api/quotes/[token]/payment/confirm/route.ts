import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { confirmQuotePayment } from "@/lib/quotes/payment";

type Params = { params: Promise<{ token: string }> };

/** POST /api/quotes/{token}/payment/confirm: the card went through in the browser; the payment becomes the print order (once). */
export const POST = apiHandler(async (request, { params }: Params) => {
  const { printOrderId, created } = await confirmQuotePayment(clientIp(request), (await params).token);
  return NextResponse.json({ printOrderId, message: "Paid. Your print job is in our queue." }, { status: created ? 201 : 200 });
});
