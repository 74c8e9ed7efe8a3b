import { startFakeServer, type FakeServer } from "./http-server";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  description?: string;
  receipt_email?: string;
};
type Refund = {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};
type Dispute = { id: string; object: "dispute"; payment_intent: string; amount: number; status: string; created: number };
type Event = { id: string; object: "event"; type: string; created: number; data: { object: unknown } };
type CheckoutSession = {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  price: string;
  customer_email: string;
  metadata: Record<string, string>;
  success_url: string;
};
type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  current_period_end: number;
  amount: number;
  price: string;
  /** How the last plan change asked to prorate, and as of when (seconds). */
  proration_behavior?: string;
  proration_date?: number;
};
type Invoice = {
  id: string;
  object: "invoice";
  subscription: string;
  status: string;
  amount: number;
  payment_intent: string;
  created: number;
  billing_reason: string;
};

export type FakeStripe = FakeServer & {
  intents: Map<string, Intent>;
  refunds: Refund[];
  disputes: Dispute[];
  /** The card is authorised (manual capture) or, with amount, authorised for another amount. */
  authorise(id: string, amount?: number): void;
  /** Paid and captured, as an intent captured outside our server would be. */
  succeed(id: string, amount?: number): void;
  /** A refund made in Stripe's own dashboard. */
  refundInDashboard(id: string, amount: number, status?: string): Refund;
  /**
   * The customer's bank opening a dispute on the payment, or moving it to another status, `at`
   * (now by default): a dispute is dated when it was opened, and its closing (won, lost) is a
   * charge.dispute.closed event of that time, as Stripe keeps them.
   */
  openDispute(id: string, status?: string, at?: Date): Dispute;
  events: Event[];
  sessions: CheckoutSession[];
  subscriptions: Map<string, Subscription>;
  /** The customer paid on the Checkout page: the subscription (metadata from the session) and its first invoice, paid. */
  completeCheckout(session: CheckoutSession, amount: number): Subscription;
  /** The next month's invoice, paid or declined (past_due). */
  renew(subscriptionId: string, paid: boolean): Invoice;
  /** A subscription as Stripe's API and events show it. */
  subscriptionJson(subscriptionId: string): Record<string, unknown>;
  /** An invoice as Stripe's API and events show it. */
  invoiceJson(invoice: Invoice): Record<string, unknown>;
  invoices: Invoice[];
};

const list = <T>(data: T[]) => ({ object: "list", data, has_more: false, url: "/v1/list" });

/**
 * Enough of Stripe's REST API for our server: payment intents (create, retrieve with the latest
 * charge, capture, cancel), refunds (create, list) and disputes (list). Like Stripe, a POST
 * repeated with the same Idempotency-Key answers what it made first, the key used for another
 * request (another endpoint or other parameters) is refused with Stripe's idempotency_error, and a
 * refund beyond what is left of the payment is refused.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const refunds: Refund[] = [];
  const disputes: Dispute[] = [];
  const sessions: CheckoutSession[] = [];
  const subscriptions = new Map<string, Subscription>();
  const invoices: Invoice[] = [];
  const events: Event[] = [];
  const byIdempotencyKey = new Map<string, { request: string; json: unknown }>();
  let counter = 0;

  const refunded = (intentId: string) =>
    refunds.filter((r) => r.payment_intent === intentId && r.status !== "failed" && r.status !== "canceled").reduce((sum, r) => sum + r.amount, 0);
  const withCharge = (intent: Intent) => ({ ...intent, latest_charge: { id: `ch_${intent.id}`, object: "charge", amount_refunded: refunded(intent.id) } });
  const notFound = (what: string) => ({ status: 404, json: { error: { type: "invalid_request_error", message: `No such ${what}` } } });
  const invalid = (message: string) => ({ status: 400, json: { error: { type: "invalid_request_error", message } } });

  function addRefund(intent: Intent, amount: number, status: string, metadata: Record<string, string>): Refund {
    counter += 1;
    const refund: Refund = {
      id: `re_fake${String(counter).padStart(6, "0")}`,
      object: "refund",
      payment_intent: intent.id,
      amount,
      status,
      reason: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return refund;
  }

  const subscriptionJson = (subscription: Subscription) => ({
    ...subscription,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          price: { id: subscription.price, object: "price" },
          current_period_start: subscription.current_period_end - 30 * 86_400,
          current_period_end: subscription.current_period_end,
        },
      ],
      has_more: false,
      url: "/v1/subscription_items",
    },
  });
  const invoiceJson = (invoice: Invoice) => ({
    id: invoice.id,
    object: "invoice",
    status: invoice.status,
    amount_paid: invoice.status === "paid" ? invoice.amount : 0,
    amount_due: invoice.amount,
    created: invoice.created,
    billing_reason: invoice.billing_reason,
    hosted_invoice_url: `https://invoice.stripe.test/${invoice.id}`,
    parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription } },
    payments: {
      object: "list",
      data: [{ id: `inpay_${invoice.id}`, object: "invoice_payment", payment: { type: "payment_intent", payment_intent: invoice.payment_intent } }],
      has_more: false,
      url: "/v1/invoice_payments",
    },
  });
  function addInvoice(subscription: Subscription, paid: boolean, billingReason: string): Invoice {
    counter += 1;
    const intent: Intent = {
      id: `pi_fake${String(counter).padStart(6, "0")}`,
      object: "payment_intent",
      amount: subscription.amount,
      currency: "usd",
      status: paid ? "succeeded" : "requires_payment_method",
      capture_method: "automatic",
      client_secret: "",
    };
    intents.set(intent.id, intent);
    const invoice: Invoice = {
      id: `in_fake${String(counter).padStart(6, "0")}`,
      object: "invoice",
      subscription: subscription.id,
      status: paid ? "paid" : "open",
      amount: subscription.amount,
      payment_intent: intent.id,
      created: Math.floor(Date.now() / 1000),
      billing_reason: billingReason,
    };
    invoices.push(invoice);
    return invoice;
  }

  const server = await startFakeServer(({ method, path, query, headers, body }) => {
    const form = new URLSearchParams(body);
    const key = method === "POST" ? String(headers["idempotency-key"] ?? "") : "";
    // As Stripe: a key names one request (its endpoint and parameters), whose first answer a repeat gets.
    const request = `${path} ${body}`;
    const kept = key ? byIdempotencyKey.get(key) : undefined;
    if (kept && kept.request !== request) {
      return {
        status: 400,
        json: {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (kept) return { json: kept.json };
    const remember = (json: unknown) => {
      if (key) byIdempotencyKey.set(key, { request, json });
      return { json };
    };

    if (method === "POST" && path === "/v1/payment_intents") {
      counter += 1;
      const id = `pi_fake${String(counter).padStart(6, "0")}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "usd",
        status: "requires_payment_method",
        capture_method: form.get("capture_method") ?? "automatic",
        client_secret: `${id}_secret_fake`,
        description: form.get("description") ?? undefined,
        receipt_email: form.get("receipt_email") ?? undefined,
      };
      intents.set(id, intent);
      return remember(intent);
    }
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return notFound("payment_intent");
      if (method === "GET" && !intentPath[2]) return { json: withCharge(intent) };
      if (method === "POST" && intentPath[2] === "capture") {
        if (intent.status !== "requires_capture" && intent.status !== "succeeded")
          return invalid(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
        intent.status = "succeeded";
        return remember(withCharge(intent));
      }
      if (method === "POST" && intentPath[2] === "cancel") {
        if (intent.status === "succeeded") return invalid("You cannot cancel this PaymentIntent because it has a status of succeeded.");
        intent.status = "canceled";
        return remember(intent);
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent) return notFound("payment_intent");
      const amount = form.has("amount") ? Number(form.get("amount")) : intent.amount - refunded(intent.id);
      if (intent.status !== "succeeded") return invalid("This PaymentIntent has not been captured.");
      if (amount + refunded(intent.id) > intent.amount)
        return invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = name.match(/^metadata\[(.+)\]$/);
        if (field) metadata[field[1]!] = value;
      }
      return remember(addRefund(intent, amount, "succeeded", metadata));
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      counter += 1;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = name.match(/^subscription_data\[metadata\]\[(.+)\]$/);
        if (field) metadata[field[1]!] = value;
      }
      const id = `cs_fake${String(counter).padStart(6, "0")}`;
      const session: CheckoutSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/${id}`,
        mode: form.get("mode") ?? "",
        price: form.get("line_items[0][price]") ?? "",
        customer_email: form.get("customer_email") ?? "",
        metadata,
        success_url: form.get("success_url") ?? "",
      };
      sessions.push(session);
      return remember(session);
    }
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return notFound("subscription");
      if (method === "POST" && form.has("cancel_at_period_end")) subscription.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
      if (method === "POST" && form.get("items[0][id]") === `si_${subscription.id}` && form.has("items[0][price]")) {
        subscription.price = form.get("items[0][price]")!;
        subscription.proration_behavior = form.get("proration_behavior") ?? undefined;
        subscription.proration_date = form.has("proration_date") ? Number(form.get("proration_date")) : undefined;
      }
      if (method === "DELETE") subscription.status = "canceled";
      return method === "GET" ? { json: subscriptionJson(subscription) } : remember(subscriptionJson(subscription));
    }
    if (method === "GET" && path === "/v1/invoices") {
      return {
        json: list(
          invoices
            .filter((invoice) => invoice.subscription === query.get("subscription"))
            .reverse()
            .map(invoiceJson),
        ),
      };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions")
      return remember({ id: "bps_fake", object: "billing_portal.session", url: `https://billing.stripe.test/${form.get("customer")}` });
    if (method === "GET" && path === "/v1/refunds") return { json: list(refunds.filter((r) => r.payment_intent === query.get("payment_intent"))) };
    if (method === "GET" && path === "/v1/disputes") return { json: list(disputes.filter((d) => d.payment_intent === query.get("payment_intent"))) };
    if (method === "GET" && path === "/v1/events") {
      const since = Number(query.get("created[gte]") ?? 0);
      return { json: list(events.filter((e) => e.type === (query.get("type") ?? e.type) && e.created >= since).reverse()) };
    }
    return { status: 404, json: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  });

  const intentOrThrow = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return intent;
  };
  return {
    ...server,
    intents,
    refunds,
    disputes,
    events,
    sessions,
    subscriptions,
    invoices,
    completeCheckout(session, amount) {
      counter += 1;
      const id = `sub_fake${String(counter).padStart(6, "0")}`;
      const subscription: Subscription = {
        id,
        object: "subscription",
        customer: `cus_fake${counter}`,
        status: "active",
        cancel_at_period_end: false,
        metadata: session.metadata,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
        amount,
        price: session.price,
      };
      subscriptions.set(id, subscription);
      addInvoice(subscription, true, "subscription_create");
      return subscription;
    },
    renew(subscriptionId, paid) {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = paid ? "active" : "past_due";
      if (paid) subscription.current_period_end += 30 * 86_400;
      return addInvoice(subscription, paid, "subscription_cycle");
    },
    subscriptionJson: (subscriptionId) => subscriptionJson(subscriptions.get(subscriptionId)!),
    invoiceJson,
    authorise(id, amount) {
      const intent = intentOrThrow(id);
      intent.status = intent.capture_method === "manual" ? "requires_capture" : "succeeded";
      if (amount !== undefined) intent.amount = amount;
    },
    succeed(id, amount) {
      const intent = intentOrThrow(id);
      intent.status = "succeeded";
      if (amount !== undefined) intent.amount = amount;
    },
    refundInDashboard(id, amount, status = "succeeded") {
      return addRefund(intentOrThrow(id), amount, status, {});
    },
    openDispute(id, status = "needs_response", at = new Date()) {
      const intent = intentOrThrow(id);
      const seconds = Math.floor(at.getTime() / 1000);
      const existing = disputes.findIndex((d) => d.id === `dp_${id}`);
      const dispute: Dispute = {
        id: `dp_${id}`,
        object: "dispute",
        payment_intent: id,
        amount: intent.amount,
        status,
        created: existing >= 0 ? disputes[existing]!.created : seconds,
      };
      if (existing >= 0) disputes[existing] = dispute;
      else disputes.push(dispute);
      if (["won", "lost", "warning_closed"].includes(status)) {
        counter += 1;
        events.push({
          id: `evt_fake${String(counter).padStart(6, "0")}`,
          object: "event",
          type: "charge.dispute.closed",
          created: seconds,
          data: { object: dispute },
        });
      }
      return dispute;
    },
  };
}
