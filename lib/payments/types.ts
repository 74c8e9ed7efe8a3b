/**
 * A card payment as our server sees it, whichever gateway holds it. Amounts in cents.
 * Payments are authorised in the browser and captured by the server once the order can be
 * fulfilled (requires_capture → succeeded), so nothing is charged that is then refunded.
 */
export type PaymentIntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "succeeded" | "canceled";

export type PaymentIntentSummary = { id: string; status: PaymentIntentStatus; amount: number; currency: string; amountRefunded: number };

/** key: the idempotency key we made it with (null for one made in Stripe's dashboard); createdAt: on the gateway's clock. */
export type GatewayRefund = {
  id: string;
  amount: number;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
  reason: string | null;
  key: string | null;
  createdAt: Date;
};

/**
 * A bank's dispute of a payment; status is Stripe's (warning_needs_response … won, lost). On the
 * gateway's clock: createdAt, when the bank opened it; closedAt, when it was decided (won or
 * lost), or null while it is open or when the gateway no longer says.
 */
export type GatewayDispute = { id: string; amount: number; status: string; createdAt: Date; closedAt: Date | null };

export type PaymentGateway = {
  name: "sandbox" | "stripe";
  /** The gateway's clock, on which money moves (the sandbox's can be moved forward in TEST MODE). */
  now(): Promise<Date>;
  createIntent(input: {
    amount: number;
    currency: "usd";
    description: string;
    receiptEmail: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
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

/** Stripe's subscription states that a customer can see; incomplete waits for the first payment. */
export type SubscriptionStatus = "incomplete" | "active" | "past_due" | "canceled";

export type GatewaySubscription = {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus;
  /** Our Subscription's id, as we gave it when the subscription was started. */
  reference: string | null;
  /** The plan its price is for (basic, professional, premium), or null for a price we don't sell. */
  plan: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Why an invoice was billed: the first month, a monthly renewal, or a plan change's proration (null: something else). */
export type InvoiceReason = "first" | "renewal" | "change";

/** One charge of a plan; failed: the card was declined (the gateway retries it). */
export type GatewayInvoice = {
  id: string;
  amount: number;
  status: "paid" | "failed";
  reason: InvoiceReason | null;
  paymentIntentId: string | null;
  receiptUrl: string | null;
  createdAt: Date;
};

/** How the customer pays the first month: on Stripe's Checkout page, or with the TEST MODE card form here. */
export type SubscriptionStart = { kind: "redirect"; url: string } | { kind: "card"; clientSecret: string; gatewaySubscriptionId: string };

/** Monthly plans (Stripe Billing live, the sandbox offline). Refunds go through PaymentGateway.refund. */
export type SubscriptionGateway = {
  name: "sandbox" | "stripe";
  /** The gateway's clock: the sandbox's can be moved forward by tests. */
  now(): Promise<Date>;
  start(input: {
    reference: string;
    plan: "basic" | "professional" | "premium";
    amount: number;
    email: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<SubscriptionStart>;
  /** The first payment was confirmed in the browser: take it and start the subscription (the sandbox's; Stripe's Checkout does this itself). */
  completeStart(gatewaySubscriptionId: string): Promise<void>;
  retrieve(id: string): Promise<GatewaySubscription | null>;
  invoices(id: string): Promise<GatewayInvoice[]>;
  /** Cancel at the end of the paid period (true) or take that back (false). */
  setCancelAtPeriodEnd(id: string, cancel: boolean, idempotencyKey: string): Promise<void>;
  /**
   * Moves it to another plan, prorated as Stripe does as of prorationDate (the moment the customer
   * was shown the price): an upgrade is charged now, a downgrade credited.
   */
  changePlan(id: string, input: { plan: "basic" | "professional" | "premium"; amount: number; prorationDate: Date; idempotencyKey: string }): Promise<void>;
  /** Ends it now; one never paid for has its first payment's authorisation released. */
  cancelNow(id: string, idempotencyKey: string): Promise<void>;
  /** Stripe's customer portal (card, invoices), or null where there is none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
};
