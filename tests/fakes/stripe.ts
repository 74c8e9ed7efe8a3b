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
type Refund = { id: string; object: "refund"; payment_intent: string; amount: number; status: string; reason: string | null; metadata: Record<string, string> };
type Dispute = { id: string; object: "dispute"; payment_intent: string; amount: number; status: string };

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
  openDispute(id: string, status?: string): Dispute;
};

const list = <T>(data: T[]) => ({ object: "list", data, has_more: false, url: "/v1/list" });

/**
 * Enough of Stripe's REST API for our server: payment intents (create, retrieve with the latest
 * charge, capture, cancel), refunds (create, list) and disputes (list). Like Stripe, a POST
 * repeated with the same Idempotency-Key answers what it made first, and a refund beyond what is
 * left of the payment is refused.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const refunds: Refund[] = [];
  const disputes: Dispute[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  let counter = 0;

  const refunded = (intentId: string) => refunds.filter((r) => r.payment_intent === intentId && r.status !== "failed" && r.status !== "canceled").reduce((sum, r) => sum + r.amount, 0);
  const withCharge = (intent: Intent) => ({ ...intent, latest_charge: { id: `ch_${intent.id}`, object: "charge", amount_refunded: refunded(intent.id) } });
  const notFound = (what: string) => ({ status: 404, json: { error: { type: "invalid_request_error", message: `No such ${what}` } } });
  const invalid = (message: string) => ({ status: 400, json: { error: { type: "invalid_request_error", message } } });

  function addRefund(intent: Intent, amount: number, status: string, metadata: Record<string, string>): Refund {
    counter += 1;
    const refund: Refund = { id: `re_fake${String(counter).padStart(6, "0")}`, object: "refund", payment_intent: intent.id, amount, status, reason: null, metadata };
    refunds.push(refund);
    return refund;
  }

  const server = await startFakeServer(({ method, path, query, headers, body }) => {
    const form = new URLSearchParams(body);
    const key = String(headers["idempotency-key"] ?? "");
    if (method === "POST" && key && byIdempotencyKey.has(`${path} ${key}`)) return { json: byIdempotencyKey.get(`${path} ${key}`) };
    const remember = (json: unknown) => {
      if (method === "POST" && key) byIdempotencyKey.set(`${path} ${key}`, json);
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
        if (intent.status !== "requires_capture" && intent.status !== "succeeded") return invalid(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
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
      if (amount + refunded(intent.id) > intent.amount) return invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = name.match(/^metadata\[(.+)\]$/);
        if (field) metadata[field[1]!] = value;
      }
      return remember(addRefund(intent, amount, "succeeded", metadata));
    }
    if (method === "GET" && path === "/v1/refunds") return { json: list(refunds.filter((r) => r.payment_intent === query.get("payment_intent"))) };
    if (method === "GET" && path === "/v1/disputes") return { json: list(disputes.filter((d) => d.payment_intent === query.get("payment_intent"))) };
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
    openDispute(id, status = "needs_response") {
      const intent = intentOrThrow(id);
      const dispute: Dispute = { id: `dp_${id}`, object: "dispute", payment_intent: id, amount: intent.amount, status };
      const existing = disputes.findIndex((d) => d.id === dispute.id);
      if (existing >= 0) disputes[existing] = dispute;
      else disputes.push(dispute);
      return dispute;
    },
  };
}
