import "server-only";
import { env } from "@/lib/env";
import { NotFound } from "@/lib/errors";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { SandboxCard } from "@/lib/validation/sandbox-payment";
import { confirmSandboxPayment } from "./sandbox";
import type { PaymentIntentSummary } from "./types";

/** TEST MODE payments are taken offline by default, in production only on purpose; elsewhere a 404. */
export function requireTestPayments(): void {
  const config = env();
  const allowed = config.PAYMENTS_PROVIDER === "sandbox" && (config.NODE_ENV !== "production" || config.ALLOW_TEST_PAYMENTS);
  if (!allowed) throw new NotFound("Test-mode payments are not enabled on this site.");
}

/** The TEST MODE card form's confirmation, rate-limited as checkout is: the payment's id, status and amount. */
export async function confirmTestCardPayment(
  clientIp: string,
  clientSecret: string,
  card: SandboxCard,
): Promise<Pick<PaymentIntentSummary, "id" | "status" | "amount">> {
  requireTestPayments();
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const { id, status, amount } = await confirmSandboxPayment(clientSecret, card);
  return { id, status, amount };
}
