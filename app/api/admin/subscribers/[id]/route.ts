import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { NO_SUCH_SUBSCRIBER, subscriberDetail } from "@/lib/billing/admin-subscribers";
import { apiHandler, ApiError } from "@/lib/http/api";

/** GET /api/admin/subscribers/{id} (admin only): one subscriber's details, invoices and timeline, as their page shows them. */
export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireAdmin(request);
  const detail = await subscriberDetail((await params).id);
  if (!detail) throw new ApiError(404, NO_SUCH_SUBSCRIBER);
  return NextResponse.json(detail);
});
