import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { receiveQuoteRequest } from "@/lib/quotes/requests";
import { quoteRequestSchema } from "@/lib/validation/quote";

/** A print quote request from /customize-order: stored with its uploaded files, then emailed to the team (lib/quotes/requests.ts). */
export const POST = apiHandler(async (request) => {
  const id = await receiveQuoteRequest(clientIp(request), await readJson(request, quoteRequestSchema));
  return NextResponse.json({ id }, { status: 201 });
});
