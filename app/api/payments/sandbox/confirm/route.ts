import { NextResponse } from "next/server";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { testPaymentsAllowed } from "@/lib/payments";
import { confirmSandboxPayment } from "@/lib/payments/sandbox";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { sandboxConfirmSchema } from "@/lib/validation/sandbox-payment";

/** The TEST MODE card form's confirmation: only where test payments are allowed (never live production). */
export const POST = apiHandler(async (request) => {
  if (!testPaymentsAllowed()) throw new ApiError(404, "Test-mode payments are not enabled on this site.");
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp(request));
  const { clientSecret, card } = await readJson(request, sandboxConfirmSchema);
  const intent = await confirmSandboxPayment(clientSecret, card);
  return NextResponse.json({ paymentIntent: { id: intent.id, status: intent.status, amount: intent.amount } });
});
