import { NextResponse } from "next/server";
import { userOfRequest } from "@/lib/auth/accounts";
import { startPlan } from "@/lib/billing/start";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { PLAN_START_EMAILED, planStartSchema } from "@/lib/validation/plan";

/**
 * POST /api/plans/start: signed in, opens a plan's first payment (a Stripe Checkout page to go to,
 * or the TEST MODE payment to confirm); signed out, the plan continues by email, with the same
 * answer whether or not the address has an account (lib/billing/start.ts).
 */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, planStartSchema);
  const started = await startPlan(clientIp(request), await userOfRequest(request), input);
  if (started.kind === "emailed") return NextResponse.json({ message: PLAN_START_EMAILED }, { status: 202 });
  return NextResponse.json({ subscriptionId: started.subscriptionId, ...started.start }, { status: 201 });
});
