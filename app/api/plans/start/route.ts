import { NextResponse } from "next/server";
import { userOfRequest } from "@/lib/auth/accounts";
import { withSession } from "@/lib/auth/responses";
import { startPlan } from "@/lib/billing/start";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { planStartSchema } from "@/lib/validation/plan";

/**
 * POST /api/plans/start: opens a plan's first payment (a Stripe Checkout page to go to, or the
 * TEST MODE payment to confirm). An account created on the way is signed in by the answer.
 */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, planStartSchema);
  const { subscriptionId, start, user, accountCreated } = await startPlan(clientIp(request), await userOfRequest(request), input);
  const response = NextResponse.json({ subscriptionId, ...start }, { status: 201 });
  return accountCreated ? withSession(response, user, 0) : response;
});
