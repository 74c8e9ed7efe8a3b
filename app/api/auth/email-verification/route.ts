import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { sendNewVerificationLink } from "@/lib/auth/email-verification";
import { apiHandler } from "@/lib/http/api";
import { VERIFY_LINK_SENT } from "@/lib/validation/email-verification";

/** POST /api/auth/email-verification: the signed-in account's "Send a new link" (a few an hour). */
export const POST = apiHandler(async (request) => {
  await sendNewVerificationLink(await requireSignedIn(request));
  return NextResponse.json({ message: VERIFY_LINK_SENT });
});
