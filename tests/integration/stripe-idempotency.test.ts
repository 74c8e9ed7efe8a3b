import { afterAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "@/tests/fakes/stripe";

// The live gateways at a local fake Stripe, which keeps idempotency keys as Stripe does: the
// twin of sandbox-idempotency.test.ts, so both gateways are held to the same rule.
const fake = await startFakeStripe();
const { stripeClient, stripeGateway, stripeSubscriptions } = await import("@/lib/payments/stripe");

const client = stripeClient({ secretKey: "sk_test_fake", apiUrl: fake.url });
const payments = stripeGateway(client);
const plans = stripeSubscriptions(client, { basic: "price_basic", professional: "price_professional", premium: "price_premium" });

afterAll(() => fake.close());

let keys = 0;
const newKey = () => `test-${process.pid}-${++keys}`;

/** A running Basic plan at Stripe, paid on its Checkout page: its id there. */
async function stripePlan(): Promise<string> {
  await plans.start({
    reference: `sub-${newKey()}`,
    plan: "basic",
    amount: 4900,
    email: "owner@example.com",
    successUrl: "https://viralize.test/ok",
    cancelUrl: "https://viralize.test/no",
    idempotencyKey: newKey(),
  });
  return fake.completeCheckout(fake.sessions.at(-1)!, 4900).id;
}

describe("Stripe's idempotency keys, at the live gateways", () => {
  it("replays the first answer to a repeat, without doing it again: a cancellation taken back since stays taken back", async () => {
    const id = await stripePlan();
    const cancelKey = newKey();
    await plans.setCancelAtPeriodEnd(id, true, cancelKey);
    await plans.setCancelAtPeriodEnd(id, false, newKey());

    await plans.setCancelAtPeriodEnd(id, true, cancelKey);

    expect(fake.subscriptions.get(id)?.cancel_at_period_end).toBe(false);
  });

  it("refuses a key used before for another call, and does nothing", async () => {
    const id = await stripePlan();
    const key = newKey();
    await plans.setCancelAtPeriodEnd(id, true, key);

    await expect(plans.changePlan(id, { plan: "premium", amount: 49700, prorationDate: new Date(), idempotencyKey: key })).rejects.toThrow(/key/);

    expect(fake.subscriptions.get(id)).toMatchObject({ price: "price_basic", cancel_at_period_end: true });
  });

  it("refuses a payment or a refund asked again under its key with other parameters, and does nothing", async () => {
    const intent = { amount: 5000, currency: "usd", description: "Order", receiptEmail: "buyer@example.com", idempotencyKey: newKey() } as const;
    const { id } = await payments.createIntent(intent);
    expect((await payments.createIntent(intent)).id).toBe(id);

    await expect(payments.createIntent({ ...intent, amount: 7500 })).rejects.toThrow(/key/);
    expect([...fake.intents.values()].filter((made) => made.receipt_email === intent.receiptEmail)).toEqual([expect.objectContaining({ id, amount: 5000 })]);

    fake.succeed(id);
    const other = await payments.createIntent({ ...intent, idempotencyKey: newKey() });
    fake.succeed(other.id);
    const refund = { paymentIntentId: id, amount: 1000, reason: "Smudged print", idempotencyKey: newKey() };
    const made = await payments.refund(refund);
    expect((await payments.refund(refund)).id).toBe(made.id);

    for (const changed of [{ amount: 2000 }, { reason: "Late delivery" }, { paymentIntentId: other.id }])
      await expect(payments.refund({ ...refund, ...changed })).rejects.toThrow(/key/);
    expect(fake.refunds.filter((r) => [id, other.id].includes(r.payment_intent))).toEqual([expect.objectContaining({ id: made.id, amount: 1000 })]);
    expect((await payments.retrieveIntent(id))?.amountRefunded).toBe(1000);
    expect((await payments.retrieveIntent(other.id))?.amountRefunded).toBe(0);
  });
});
