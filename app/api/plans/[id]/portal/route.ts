import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { planPortalUrl } from "@/lib/billing/cancel";
import { apiHandler } from "@/lib/http/api";

/** POST /api/plans/{id}/portal: a link to Stripe's customer portal (card and invoices), back to the account page. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireSignedIn(request);
  const { id } = await params;
  return NextResponse.json({ url: await planPortalUrl(user, id) });
});
