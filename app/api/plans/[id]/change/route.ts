import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { changePlan } from "@/lib/billing/change-plan";
import { apiHandler, readJson } from "@/lib/http/api";
import { planChangeSchema } from "@/lib/validation/plan";

/** POST /api/plans/{id}/change { plan }: moves the customer's running plan to another, prorated. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireSignedIn(request);
  const { plan } = await readJson(request, planChangeSchema);
  const { id } = await params;
  return NextResponse.json(await changePlan(user, id, plan));
});
