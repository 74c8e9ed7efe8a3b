/**
 * A card payment as our server sees it, whichever gateway holds it. Amounts in cents.
 * Payments are authorised in the browser and captured by the server once the order can be
 * fulfilled (requires_capture → succeeded), so nothing is charged that is then refunded.
 */
export type PaymentIntentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "succeeded" | "canceled";

export type PaymentIntentSummary = { id: string; status: PaymentIntentStatus; amount: number; currency: string; amountRefunded: number };

/** key: the idempotency key we made it with (null for one made in Stripe's dashboard). */
export type GatewayRefund = { id: string; amount: number; status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled"; reason: string | null; key: string | null };

/** Stripe's dispute statuses: warning_needs_response … won, lost. */
export type GatewayDispute = { id: string; amount: number; status: string };

export type PaymentGateway = {
  name: "sandbox" | "stripe";
  createIntent(input: { amount: number; currency: "usd"; description: string; receiptEmail: string; idempotencyKey: string }): Promise<{ id: string; clientSecret: string }>;
  /** null when the gateway has no such payment */
  retrieveIntent(id: string): Promise<PaymentIntentSummary | null>;
  /** Takes the authorised amount; repeating it (same key) is harmless. */
  capture(id: string): Promise<PaymentIntentSummary>;
  /** Releases an authorisation that will not be captured: the customer is never charged. */
  cancel(id: string): Promise<void>;
  /** The key comes from our own ids, so a retried or doubled request refunds once. */
  refund(input: { paymentIntentId: string; amount: number; reason?: string; idempotencyKey: string }): Promise<GatewayRefund>;
  refunds(paymentIntentId: string): Promise<GatewayRefund[]>;
  disputes(paymentIntentId: string): Promise<GatewayDispute[]>;
};
