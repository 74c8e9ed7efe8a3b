import { NextResponse } from "next/server";
import { userOfRequest } from "@/lib/auth/accounts";
import { confirmEmail } from "@/lib/auth/email-verification";
import { withSession } from "@/lib/auth/responses";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { emailConfirmationSchema } from "@/lib/validation/email-verification";

/**
 * POST /api/auth/email-verification/confirm: confirms an address with its link's token, from the
 * account's own session or with its password (which signs this browser in); answers where to go next.
 */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, emailConfirmationSchema);
  const { next, signedIn } = await confirmEmail(clientIp(request), await userOfRequest(request), input);
  const response = NextResponse.json({ next });
  return signedIn ? withSession(response, signedIn.user, signedIn.sessionVersion) : response;
});
