import "server-only";
import Stripe from "stripe";
import { Conflict, Unavailable } from "@/lib/errors";
import { UpstreamError } from "@/lib/http/upstream";
import { keyUsedForAnotherRequest } from "./key-reused";
import type { GatewayInvoice, GatewayRefund, GatewaySubscription, InvoiceReason, PaymentGateway, PaymentIntentSummary, SubscriptionGateway } from "./types";

export type StripeConfig = { secretKey: string; apiUrl?: string; timeoutMs?: number };

/**
 * A Stripe client; STRIPE_API_URL points it at a local fake in tests. The SDK retries failed
 * connections and 5xx answers twice, each POST under one idempotency key, so a retry never
 * makes a second payment.
 */
export function stripeClient({ secretKey, apiUrl, timeoutMs = 20_000 }: StripeConfig): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: timeoutMs,
    ...(url
      ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

/**
 * Stripe failing us (after the SDK's own retries) as a 502, 503 or 504 for the browser; a key
 * reused for another request is refused as the sandbox refuses it.
 */
function upstreamError(error: unknown, doing: string, message: string, timedOutMessage = message): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeIdempotencyError) return keyUsedForAnotherRequest();
  const detail = `Stripe, ${doing}: ${error.message}`;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: string } | undefined)?.code === "ETIMEDOUT";
    return new UpstreamError(timedOut ? "timeout" : "unavailable", timedOut ? timedOutMessage : message, detail);
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) return new UpstreamError("unavailable", message, detail);
  return new UpstreamError("error", message, detail);
}

const REFUND_STATUSES = ["pending", "requires_action", "succeeded", "failed", "canceled"] as const;

function toRefund(refund: Stripe.Refund): GatewayRefund {
  const status = (REFUND_STATUSES as readonly string[]).includes(refund.status ?? "") ? (refund.status as GatewayRefund["status"]) : "pending";
  return {
    id: refund.id,
    amount: refund.amount,
    status,
    reason: refund.metadata?.reason ?? refund.reason ?? null,
    key: refund.metadata?.key ?? null,
    createdAt: new Date(refund.created * 1000),
  };
}

function toSummary(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  return {
    id: intent.id,
    status: intent.status as PaymentIntentSummary["status"],
    amount: intent.amount,
    currency: intent.currency,
    amountRefunded: charge?.amount_refunded ?? 0,
  };
}

/**
 * When each of these disputes was decided: a dispute says when it was opened but not when it was
 * won or lost, which is the time of its charge.dispute.closed event (Stripe keeps events 30 days).
 */
async function disputesClosedAt(stripe: Stripe, disputes: Stripe.Dispute[]): Promise<Map<string, Date>> {
  const closedAt = new Map<string, Date>();
  if (disputes.length === 0) return closedAt;
  const ids = new Set(disputes.map((dispute) => dispute.id));
  const since = Math.min(...disputes.map((dispute) => dispute.created));
  for await (const event of stripe.events.list({ type: "charge.dispute.closed", created: { gte: since }, limit: 100 })) {
    const { id } = event.data.object as Stripe.Dispute;
    // Newest first: a dispute closed twice (reopened by the bank) keeps its last closing.
    if (ids.has(id) && !closedAt.has(id)) closedAt.set(id, new Date(event.created * 1000));
  }
  return closedAt;
}

const RETRY_LATER = "We couldn't reach our payment provider just now. Please try again in a minute: nothing is charged twice.";

export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: "stripe",
    async now() {
      return new Date();
    },
    async createIntent({ amount, currency, description, receiptEmail, idempotencyKey }) {
      try {
        // Authorised in the browser, captured once the order is sure: a coupon used up or a
        // variant sold out meanwhile releases the hold instead of charging and refunding.
        const intent = await stripe.paymentIntents.create(
          { amount, currency, description, receipt_email: receiptEmail, allowed_payment_method_types: ["card"], capture_method: "manual" },
          { idempotencyKey },
        );
        return { id: intent.id, clientSecret: intent.client_secret ?? "" };
      } catch (error) {
        throw upstreamError(
          error,
          "creating a payment intent",
          "We couldn't reach our payment provider, so nothing was charged. Please try again in a minute.",
        );
      }
    },
    async retrieveIntent(id) {
      try {
        return toSummary(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw upstreamError(
          error,
          `retrieving ${id}`,
          "We couldn't confirm your payment with our payment provider just now. Please try again in a minute: you won't be charged twice.",
        );
      }
    },
    async capture(id) {
      try {
        return toSummary(await stripe.paymentIntents.capture(id, { expand: ["latest_charge"] }, { idempotencyKey: `capture-${id}` }));
      } catch (error) {
        throw upstreamError(error, `capturing ${id}`, RETRY_LATER);
      }
    },
    async cancel(id) {
      try {
        await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        throw upstreamError(error, `cancelling ${id}`, RETRY_LATER);
      }
    },
    async refund({ paymentIntentId, amount, reason, idempotencyKey }) {
      try {
        const metadata = { key: idempotencyKey, ...(reason ? { reason: reason.slice(0, 500) } : {}) };
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount, metadata }, { idempotencyKey });
        return toRefund(refund);
      } catch (error) {
        throw upstreamError(
          error,
          `refunding ${paymentIntentId}`,
          "We couldn't reach our payment provider to make the refund. Nothing was refunded; please try again in a minute.",
          // A request that timed out may have been carried out: trying again reuses its key, so it can't refund twice.
          "Our payment provider didn't answer in time, so we can't tell yet whether the refund was made. Try again in a minute: it won't refund twice.",
        );
      }
    },
    async refunds(paymentIntentId) {
      try {
        const list = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
        return list.data.map(toRefund);
      } catch (error) {
        throw upstreamError(error, `listing the refunds of ${paymentIntentId}`, RETRY_LATER);
      }
    },
    async disputes(paymentIntentId) {
      try {
        const list = await stripe.disputes.list({ payment_intent: paymentIntentId, limit: 100 });
        const closedAt = await disputesClosedAt(stripe, list.data);
        return list.data.map((dispute) => ({
          id: dispute.id,
          amount: dispute.amount,
          status: dispute.status,
          createdAt: new Date(dispute.created * 1000),
          closedAt: closedAt.get(dispute.id) ?? null,
        }));
      } catch (error) {
        throw upstreamError(error, `listing the disputes of ${paymentIntentId}`, RETRY_LATER);
      }
    },
  };
}

export type PlanPrices = Record<"basic" | "professional" | "premium", string | undefined>;

const SUBSCRIPTION_STATUSES: Record<string, GatewaySubscription["status"]> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
};

function toSubscription(subscription: Stripe.Subscription, prices: PlanPrices): GatewaySubscription {
  const item = subscription.items.data[0];
  const periodEnd = item?.current_period_end;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: SUBSCRIPTION_STATUSES[subscription.status] ?? "incomplete",
    reference: subscription.metadata?.subscriptionId ?? null,
    plan: (Object.keys(prices) as (keyof PlanPrices)[]).find((plan) => prices[plan] && prices[plan] === item?.price?.id) ?? null,
    currentPeriodStart: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const INVOICE_REASONS: Partial<Record<string, InvoiceReason>> = { subscription_create: "first", subscription_cycle: "renewal", subscription_update: "change" };

function toInvoice(invoice: Stripe.Invoice): GatewayInvoice | null {
  if (!invoice.id || (invoice.status !== "paid" && invoice.status !== "open" && invoice.status !== "uncollectible")) return null;
  const payment = invoice.payments?.data.find((entry) => entry.payment.type === "payment_intent")?.payment.payment_intent;
  return {
    id: invoice.id,
    amount: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
    status: invoice.status === "paid" ? "paid" : "failed",
    reason: INVOICE_REASONS[invoice.billing_reason ?? ""] ?? null,
    paymentIntentId: typeof payment === "string" ? payment : (payment?.id ?? null),
    receiptUrl: invoice.hosted_invoice_url ?? null,
    createdAt: new Date(invoice.created * 1000),
  };
}

/**
 * Stripe Billing: the first month is paid on Stripe's Checkout page (subscription mode), which
 * makes the Customer and the Subscription with the plan's Price; webhooks report the rest.
 */
export function stripeSubscriptions(stripe: Stripe, prices: PlanPrices): SubscriptionGateway {
  return {
    name: "stripe",
    async now() {
      return new Date();
    },
    async start({ reference, plan, email, successUrl, cancelUrl, idempotencyKey }) {
      const price = prices[plan];
      if (!price) throw new Unavailable("This plan can't be bought online just now. Call or write to us and we'll set it up for you.");
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "subscription",
            customer_email: email,
            client_reference_id: reference,
            line_items: [{ price, quantity: 1 }],
            subscription_data: { metadata: { subscriptionId: reference, plan } },
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey },
        );
        if (!session.url) throw new UpstreamError("error", RETRY_LATER, "Stripe, creating a Checkout session: no url");
        return { kind: "redirect", url: session.url };
      } catch (error) {
        throw upstreamError(
          error,
          "creating a Checkout session",
          "We couldn't reach our payment provider, so nothing was charged. Please try again in a minute.",
        );
      }
    },
    async completeStart() {},
    async retrieve(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id), prices);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw upstreamError(error, `retrieving ${id}`, RETRY_LATER);
      }
    },
    async invoices(id) {
      try {
        const list = await stripe.invoices.list({ subscription: id, limit: 100, expand: ["data.payments"] });
        return list.data.flatMap((invoice) => toInvoice(invoice) ?? []).reverse();
      } catch (error) {
        throw upstreamError(error, `listing the invoices of ${id}`, RETRY_LATER);
      }
    },
    async setCancelAtPeriodEnd(id, cancel, idempotencyKey) {
      try {
        await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }, { idempotencyKey });
      } catch (error) {
        throw upstreamError(error, `updating ${id}`, RETRY_LATER);
      }
    },
    async changePlan(id, { plan, prorationDate, idempotencyKey }) {
      const price = prices[plan];
      if (!price) throw new Unavailable("This plan can't be chosen online just now. Call or write to us and we'll change it for you.");
      try {
        const item = (await stripe.subscriptions.retrieve(id)).items.data[0];
        if (!item) throw new Conflict("This plan can't be changed online. Write to us and we'll change it for you.");
        // always_invoice: an upgrade's difference is charged now, a downgrade's is credited to the next
        // bills; proration_date: at the moment the customer was shown that difference.
        await stripe.subscriptions.update(
          id,
          {
            items: [{ id: item.id, price }],
            proration_behavior: "always_invoice",
            proration_date: Math.floor(prorationDate.getTime() / 1000),
            metadata: { plan },
          },
          { idempotencyKey },
        );
      } catch (error) {
        throw upstreamError(error, `changing the plan of ${id}`, RETRY_LATER);
      }
    },
    async cancelNow(id, idempotencyKey) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey });
      } catch (error) {
        throw upstreamError(error, `cancelling ${id}`, RETRY_LATER);
      }
    },
    async portalUrl(customerId, returnUrl) {
      try {
        return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
      } catch (error) {
        throw upstreamError(error, "opening the customer portal", RETRY_LATER);
      }
    },
  };
}
