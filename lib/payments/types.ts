/** A card payment as our server sees it, whichever gateway holds it. Amounts in cents. */
export type PaymentIntentSummary = { id: string; status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "failed" | "refunded"; amount: number; currency: string };

export type PaymentGateway = {
  name: "sandbox" | "stripe";
  createIntent(input: { amount: number; currency: "usd"; description: string; receiptEmail: string; idempotencyKey: string }): Promise<{ id: string; clientSecret: string }>;
  /** null when the gateway has no such payment */
  retrieveIntent(id: string): Promise<PaymentIntentSummary | null>;
  refund(id: string): Promise<void>;
};
