import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { confirmTestCardPayment } from "@/lib/payments/test-mode";
import { sandboxConfirmSchema } from "@/lib/validation/sandbox-payment";

/** The TEST MODE card form's confirmation: only where test payments are allowed (never live production). */
export const POST = apiHandler(async (request) => {
  const { clientSecret, card } = await readJson(request, sandboxConfirmSchema);
  return NextResponse.json({ paymentIntent: await confirmTestCardPayment(clientIp(request), clientSecret, card) });
});
