import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { advanceTestClock } from "@/lib/billing/test-clock";
import { apiHandler, readJson } from "@/lib/http/api";
import { sandboxClockSchema } from "@/lib/validation/plan";

/**
 * POST /api/admin/test-clock { days, declineRenewals } (the admin, past the PIN): moves the TEST
 * MODE billing clock, renewing or failing what falls due; 404 where test payments are not allowed.
 */
export const POST = apiHandler(async (request) => {
  const admin = await requireAdmin(request);
  return NextResponse.json(await advanceTestClock(admin, await readJson(request, sandboxClockSchema)));
});
