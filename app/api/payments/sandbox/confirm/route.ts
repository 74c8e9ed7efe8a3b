import { NextResponse } from "next/server";
import { z } from "@/lib/validation/zod";
import { env } from "@/lib/env";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { confirmSandboxPayment } from "@/lib/payments/sandbox";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";

const confirmSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required." }).min(10).max(200),
  card: z.object({ number: z.string().max(30), expiry: z.string().max(10), cvc: z.string().max(8) }, { error: "Enter your card details." }),
});

/** The TEST MODE card form's confirmation (offline only; with Stripe the browser talks to Stripe). */
export const POST = apiHandler(async (request) => {
  if (env().PAYMENTS_PROVIDER !== "sandbox") throw new ApiError(404, "Test-mode payments are not enabled on this site.");
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp(request));
  const { clientSecret, card } = await readJson(request, confirmSchema);
  const intent = await confirmSandboxPayment(clientSecret, card);
  return NextResponse.json({ paymentIntent: { id: intent.id, status: intent.status, amount: intent.amount } });
});
