import { afterAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: the sandbox gateway.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox" });
const { prisma } = await import("@/lib/db");
const { sandboxSubscriptions } = await import("@/lib/payments/sandbox-subscriptions");
const { sandboxNow } = await import("@/lib/payments/sandbox-clock");
const { sandboxGateway } = await import("@/lib/payments/sandbox");
const { keepHouse } = await import("@/lib/housekeeping");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { stopJobs } = await import("@/tests/support/jobs");
const { moveClock, startedPlan } = await import("@/tests/support/plans");

afterAll(stopJobs);

const HOUR = 3_600_000;

/** A running plan of a new customer at the sandbox: its id there. */
async function sandboxPlan(plan = "basic"): Promise<string> {
  const id = await startedPlan(await cookieFor(await createUser("USER")), plan);
  return (await prisma.subscription.findUniqueOrThrow({ where: { id } })).gatewaySubscriptionId!;
}
const invoicesOf = (id: string) => prisma.sandboxInvoice.findMany({ where: { subscriptionId: id }, orderBy: { createdAt: "asc" } });
let keys = 0;
const newKey = () => `test-${process.pid}-${++keys}`;

describe("the sandbox gateway's idempotency keys, as Stripe's", () => {
  it("charges a plan change once when it is asked three times at once and again later under one key", async () => {
    const id = await sandboxPlan("basic");
    await moveClock(10);
    const change = { plan: "premium" as const, amount: 49700, prorationDate: await sandboxNow(), idempotencyKey: newKey() };

    await Promise.all([sandboxSubscriptions.changePlan(id, change), sandboxSubscriptions.changePlan(id, change), sandboxSubscriptions.changePlan(id, change)]);
    await sandboxSubscriptions.changePlan(id, change);

    expect((await invoicesOf(id)).map((invoice) => invoice.reason)).toEqual(["first", "change"]);
    expect(await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ plan: "premium", amount: 49700 });
  });

  it("replays the first answer to a repeat, without doing it again: a cancellation taken back since stays taken back", async () => {
    const id = await sandboxPlan();
    const cancelKey = newKey();
    await sandboxSubscriptions.setCancelAtPeriodEnd(id, true, cancelKey);
    await sandboxSubscriptions.setCancelAtPeriodEnd(id, false, newKey());

    await sandboxSubscriptions.setCancelAtPeriodEnd(id, true, cancelKey);

    expect((await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id } })).cancelAtPeriodEnd).toBe(false);
  });

  it("refuses a key used before for another call, and does nothing", async () => {
    const id = await sandboxPlan();
    const key = newKey();
    await sandboxSubscriptions.setCancelAtPeriodEnd(id, true, key);

    await expect(sandboxSubscriptions.cancelNow(id, key)).rejects.toThrow(/key/);

    expect((await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  });

  it("refuses a payment or a refund asked again under its key with other parameters, and does nothing", async () => {
    const intent = { amount: 5000, currency: "usd", description: "Order", receiptEmail: "buyer@example.com", idempotencyKey: newKey() } as const;
    const { id } = await sandboxGateway.createIntent(intent);
    expect((await sandboxGateway.createIntent(intent)).id).toBe(id);

    await expect(sandboxGateway.createIntent({ ...intent, amount: 7500 })).rejects.toThrow(/key/);
    expect(await prisma.sandboxPaymentIntent.findMany({ where: { idempotencyKey: intent.idempotencyKey } })).toEqual([
      expect.objectContaining({ id, amount: 5000 }),
    ]);

    await prisma.sandboxPaymentIntent.update({ where: { id }, data: { status: "succeeded" } });
    const other = await sandboxGateway.createIntent({ ...intent, idempotencyKey: newKey() });
    await prisma.sandboxPaymentIntent.update({ where: { id: other.id }, data: { status: "succeeded" } });
    const refund = { paymentIntentId: id, amount: 1000, reason: "Smudged print", idempotencyKey: newKey() };
    const made = await sandboxGateway.refund(refund);
    expect((await sandboxGateway.refund(refund)).id).toBe(made.id);

    for (const changed of [{ amount: 2000 }, { reason: "Late delivery" }, { paymentIntentId: other.id }])
      await expect(sandboxGateway.refund({ ...refund, ...changed })).rejects.toThrow(/key/);
    expect(await prisma.sandboxRefund.findMany({ where: { paymentIntentId: { in: [id, other.id] } } })).toEqual([
      expect.objectContaining({ id: made.id, amount: 1000 }),
    ]);
    expect((await sandboxGateway.retrieveIntent(id))?.amountRefunded).toBe(1000);
    expect((await sandboxGateway.retrieveIntent(other.id))?.amountRefunded).toBe(0);
  });

  it("keeps its keys in PostgreSQL for 24 hours, as Stripe does: housekeeping forgets older ones", async () => {
    const id = await sandboxPlan();
    const key = newKey();
    await sandboxSubscriptions.cancelNow(id, key);
    expect(await prisma.sandboxIdempotencyKey.findUnique({ where: { key } })).toMatchObject({ request: expect.stringContaining(id) });

    await keepHouse(new Date(Date.now() + 23 * HOUR));
    expect(await prisma.sandboxIdempotencyKey.findUnique({ where: { key } })).not.toBeNull();
    await keepHouse(new Date(Date.now() + 25 * HOUR));
    expect(await prisma.sandboxIdempotencyKey.findUnique({ where: { key } })).toBeNull();
  });
});
