import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { completePlanStart } from "@/lib/billing/start";
import { apiHandler } from "@/lib/http/api";

/** POST /api/plans/{id}/complete: the first payment was confirmed in the browser; the plan starts. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireSignedIn(request);
  const { id } = await params;
  return NextResponse.json(await completePlanStart(user, id));
});
