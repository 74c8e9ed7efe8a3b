import Stripe from "stripe";

const signer = new Stripe("sk_test_fake");

/** A Stripe event's JSON, as Stripe sends it: `data.object` is the charge, refund, dispute or payment intent. */
export function stripeEvent(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
}

/** A POST to /api/webhooks/stripe signed with `secret`, as Stripe signs it. */
export function signedWebhookRequest(payload: string, secret: string): Request {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return new Request("http://localhost/api/webhooks/stripe", {
    method: "POST",
    headers: { "stripe-signature": signature, "content-type": "application/json" },
    body: payload,
  });
}
