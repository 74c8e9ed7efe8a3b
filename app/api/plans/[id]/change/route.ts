import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { changePlan, previewPlanChange } from "@/lib/billing/change-plan";
import { apiHandler, parseWith, readJson } from "@/lib/http/api";
import { planChangePreviewSchema, planChangeSchema } from "@/lib/validation/plan";

/** GET /api/plans/{id}/change?plan=premium: what moving the customer's plan costs now (nothing is charged). */
export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireSignedIn(request);
  const { plan } = parseWith(planChangePreviewSchema, { plan: new URL(request.url).searchParams.get("plan") ?? undefined });
  const { id } = await params;
  return NextResponse.json(await previewPlanChange(user, id, plan));
});

/** POST /api/plans/{id}/change { plan, prorationDate }: moves the customer's running plan to another, at the price the preview showed. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireSignedIn(request);
  const change = await readJson(request, planChangeSchema);
  const { id } = await params;
  return NextResponse.json(await changePlan(user, id, change));
});
