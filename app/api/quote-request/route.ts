import { NextResponse } from "next/server";
import { userOfRequest } from "@/lib/auth/accounts";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { receiveQuoteRequest } from "@/lib/quotes/requests";
import { quoteRequestSchema } from "@/lib/validation/quote";

/** A print quote request from /customize-order: stored with its uploaded files (and the signed-in account), then emailed to the team (lib/quotes/requests.ts). */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, quoteRequestSchema);
  const id = await receiveQuoteRequest(clientIp(request), (await userOfRequest(request))?.id ?? null, input);
  return NextResponse.json({ id }, { status: 201 });
});
