import { startFakeServer, type FakeServer } from "./http-server";

type Intent = { id: string; object: "payment_intent"; amount: number; currency: string; status: string; client_secret: string; description?: string; receipt_email?: string };

/**
 * Enough of Stripe's REST API for our server: payment intents (create, retrieve) and refunds.
 * Like Stripe, a create repeated with the same Idempotency-Key answers the intent it made first.
 */
export async function startFakeStripe(): Promise<FakeServer & { intents: Map<string, Intent>; succeed(id: string, amount?: number): void }> {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  let counter = 0;
  const server = await startFakeServer(({ method, path, headers, body }) => {
    const form = new URLSearchParams(body);
    if (method === "POST" && path === "/v1/payment_intents") {
      const key = String(headers["idempotency-key"] ?? "");
      const earlier = byIdempotencyKey.get(key);
      if (earlier) return { json: earlier };
      counter += 1;
      const id = `pi_fake${String(counter).padStart(6, "0")}`;
      const intent: Intent = { id, object: "payment_intent", amount: Number(form.get("amount")), currency: form.get("currency") ?? "usd", status: "requires_payment_method", client_secret: `${id}_secret_fake`, description: form.get("description") ?? undefined, receipt_email: form.get("receipt_email") ?? undefined };
      intents.set(id, intent);
      if (key) byIdempotencyKey.set(key, intent);
      return { json: intent };
    }
    const retrieve = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === "GET" && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? { json: intent } : { status: 404, json: { error: { type: "invalid_request_error", message: `No such payment_intent: '${retrieve[1]}'` } } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent) return { status: 404, json: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
      return { json: { id: `re_${intent.id}`, object: "refund", payment_intent: intent.id, status: "succeeded", amount: intent.amount } };
    }
    return { status: 404, json: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  });
  return {
    ...server,
    intents,
    succeed(id, amount) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = "succeeded";
      if (amount !== undefined) intent.amount = amount;
    },
  };
}
