import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { setPlanCancellation } from "@/lib/billing/cancel";
import { apiHandler, readJson } from "@/lib/http/api";
import { planCancelSchema } from "@/lib/validation/plan";

/** POST /api/plans/{id}/cancel { cancel }: cancel at the period's end (or now with the guarantee's refund), or take it back. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireSignedIn(request);
  const { cancel } = await readJson(request, planCancelSchema);
  const { id } = await params;
  return NextResponse.json(await setPlanCancellation(user, id, cancel));
});
