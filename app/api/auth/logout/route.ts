import { NextResponse } from "next/server";
import { endSessions, userOfRequest } from "@/lib/auth/accounts";
import { withoutSession } from "@/lib/auth/responses";
import { apiHandler } from "@/lib/http/api";

/** POST /api/auth/logout: ends every session of the account (a copied cookie stops working too) and clears this browser's. */
export const POST = apiHandler(async (request) => {
  await endSessions(await userOfRequest(request));
  return withoutSession(NextResponse.json({ success: true }));
});
