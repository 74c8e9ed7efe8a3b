import { NextResponse } from "next/server";
import { advanceTestClock } from "@/lib/billing/test-clock";
import { apiHandler, readJson } from "@/lib/http/api";
import { sandboxClockSchema } from "@/lib/validation/plan";

/** POST /api/payments/sandbox/clock { days, declineRenewals }: TEST MODE only (never live production), renews or fails what falls due. */
export const POST = apiHandler(async (request) => {
  return NextResponse.json(await advanceTestClock(await readJson(request, sandboxClockSchema)));
});
