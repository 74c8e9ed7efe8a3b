import { afterAll, describe, expect, it } from "vitest";
import { switchToFakeStripe } from "@/tests/support/stripe-env";
import { signedWebhookRequest, stripeEvent } from "@/tests/support/stripe-webhooks";

// Stripe Billing at a local fake, with a Price per plan.
const WEBHOOK_SECRET = "whsec_plans";
const fake = await switchToFakeStripe(WEBHOOK_SECRET, {
  STRIPE_PRICE_BASIC: "price_basic",
  STRIPE_PRICE_PROFESSIONAL: "price_professional",
  STRIPE_PRICE_PREMIUM: "price_premium",
  JOB_RETRY_DELAY_SECONDS: "1",
});
const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
const { POST: cancelRoute } = await import("@/app/api/plans/[id]/cancel/route");
const { POST: portalRoute } = await import("@/app/api/plans/[id]/portal/route");
const { prisma } = await import("@/lib/db");
const { env } = await import("@/lib/env");
const { plansOfCustomer } = await import("@/lib/billing/customer-plans");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { jobRows, stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf, jsonRequest } = await import("@/tests/support/requests");
const { BUSINESS, changePlan, idParams, moveClock, startPlan } = await import("@/tests/support/plans");

afterAll(async () => {
  await stopJobs();
  await fake.close();
});

let events = 0;
const eventId = () => `evt_plan_${++events}`;
const deliver = async (id: string, type: string, object: Record<string, unknown>) => {
  const response = await webhook(signedWebhookRequest(stripeEvent(id, type, object), WEBHOOK_SECRET));
  expect(response.status).toBe(200);
  return response.json();
};
const planEmails = (id: string) => prisma.outgoingEmail.findMany({ where: { dedupeKey: { startsWith: `plan-${id}-` } } });
const planJobs = async (id: string) => (await jobRows("plan.email")).filter((job) => job.data.subscriptionId === id);

/** A customer starts the Professional plan, pays on Stripe's Checkout page, and Stripe reports it. */
async function subscribed(): Promise<{ id: string; userId: string; cookie: string; stripeId: string }> {
  const user = await createUser("USER");
  const cookie = await cookieFor(user);
  const started = await startPlan({ plan: "professional", business: BUSINESS }, cookie);
  expect(started.status).toBe(201);
  const { subscriptionId, kind, url } = (await started.json()) as { subscriptionId: string; kind: string; url: string };
  expect(kind).toBe("redirect");
  const session = fake.sessions.at(-1)!;
  expect(url).toBe(session.url);
  expect(session).toMatchObject({ mode: "subscription", price: "price_professional", customer_email: user.email, metadata: { subscriptionId } });
  const subscription = fake.completeCheckout(session, 9700);
  await deliver(eventId(), "customer.subscription.created", fake.subscriptionJson(subscription.id));
  await deliver(eventId(), "invoice.paid", fake.invoiceJson(fake.invoices.at(-1)!));
  return { id: subscriptionId, userId: user.id, cookie, stripeId: subscription.id };
}

describe("Stripe Billing webhooks", () => {
  it("activate the plan from Stripe's subscription and invoice, with one welcome and one team email however often they are replayed", async () => {
    const { id, userId, stripeId } = await subscribed();
    const [plan] = await plansOfCustomer(userId);
    expect(plan).toMatchObject({ planName: "Professional", status: "active", amount: 9700, hasPortal: true });
    expect(plan!.invoices).toMatchObject([{ amount: 9700, status: "paid", receiptUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.test\//) }]);

    const replayId = eventId();
    await deliver(replayId, "customer.subscription.updated", fake.subscriptionJson(stripeId));
    expect(await deliver(replayId, "customer.subscription.updated", fake.subscriptionJson(stripeId))).toEqual({ received: true, duplicate: true });
    await deliver(eventId(), "invoice.paid", fake.invoiceJson(fake.invoices.at(-1)!));
    expect(await planJobs(id)).toHaveLength(3);
    await workJobsDueNow();
    expect((await planEmails(id)).map((mail) => mail.subject).sort()).toEqual([
      "New Professional subscriber: Smith Roofing",
      "Welcome to Viralize Professional",
      "Your Viralize receipt: $97.00",
    ]);
    expect((await planEmails(id)).find((mail) => mail.subject.startsWith("Your Viralize receipt"))?.text).toContain(
      "for the first month of your Professional plan",
    );
    expect(await prisma.subscriptionInvoice.count({ where: { subscriptionId: id } })).toBe(1);
  });

  it("a failed renewal makes the plan past due and emails the customer a link to update their card, once", async () => {
    const { id, stripeId } = await subscribed();
    const failed = fake.renew(stripeId, false);
    await deliver(eventId(), "invoice.payment_failed", fake.invoiceJson(failed));
    await deliver(eventId(), "customer.subscription.updated", fake.subscriptionJson(stripeId));
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "past_due" });
    await workJobsDueNow();
    const emails = (await planEmails(id)).filter((mail) => mail.subject === "Your Viralize payment didn't go through");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("/account#your-plan");

    fake.renew(stripeId, true);
    await deliver(eventId(), "invoice.paid", fake.invoiceJson(fake.invoices.at(-1)!));
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "active" });
  });

  it("customer.subscription.deleted ends the plan", async () => {
    const { id, stripeId } = await subscribed();
    fake.subscriptions.get(stripeId)!.status = "canceled";
    await deliver(eventId(), "customer.subscription.deleted", fake.subscriptionJson(stripeId));
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });
  });
});

describe("one running plan per account, live", () => {
  it("a second plan paid on Stripe's Checkout in another tab is refunded in full and cancelled at Stripe, and recorded", async () => {
    const user = await createUser("USER");
    const cookie = await cookieFor(user);
    const opened = [];
    for (const plan of ["professional", "premium"]) {
      const started = await startPlan({ plan, business: BUSINESS }, cookie);
      expect(started.status).toBe(201);
      opened.push({ id: ((await started.json()) as { subscriptionId: string }).subscriptionId, session: fake.sessions.at(-1)! });
    }
    const [kept, second] = opened as [(typeof opened)[number], (typeof opened)[number]];
    const first = fake.completeCheckout(kept.session, 9700);
    await deliver(eventId(), "customer.subscription.created", fake.subscriptionJson(first.id));
    const paidTwice = fake.completeCheckout(second.session, 49700);

    await deliver(eventId(), "customer.subscription.created", fake.subscriptionJson(paidTwice.id));
    await deliver(eventId(), "invoice.paid", fake.invoiceJson(fake.invoices.at(-1)!));

    const secondIntent = fake.invoices.find((invoice) => invoice.subscription === paidTwice.id)!.payment_intent;
    expect(fake.refunds.filter((refund) => refund.payment_intent === secondIntent).map((refund) => refund.amount)).toEqual([49700]);
    expect(fake.subscriptions.get(paidTwice.id)!.status).toBe("canceled");
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "refused", startedAt: null });
    expect(await prisma.refund.findMany({ where: { subscriptionInvoice: { subscriptionId: second.id } } })).toMatchObject([
      { amount: 49700, source: "refused", status: "succeeded" },
    ]);
    expect((await plansOfCustomer(user.id)).map((plan) => [plan.planName, plan.status])).toEqual([["Professional", "active"]]);
    await workJobsDueNow();
    expect((await planEmails(second.id)).map((mail) => mail.subject)).toEqual(["Refund of $497.00 for your Viralize plan"]);
  });
});

describe("cancelling live", () => {
  it("within 30 days refunds the first payment at Stripe under a key from our ids, once, and cancels the subscription", async () => {
    const { id, cookie, stripeId } = await subscribed();
    const cancel = () => cancelRoute(jsonRequest(`/api/plans/${id}/cancel`, { cancel: true }, { headers: { cookie } }), idParams(id));
    const answers = await Promise.all([cancel(), cancel()]);
    for (const answer of answers) expect(await answer.json()).toEqual({ ended: "now", refunded: 9700 });
    const firstIntent = fake.invoices.find((invoice) => invoice.subscription === stripeId)!.payment_intent;
    const refunds = fake.refunds.filter((refund) => refund.payment_intent === firstIntent);
    expect(refunds).toHaveLength(1);
    const [refund] = await prisma.refund.findMany({ where: { subscriptionInvoice: { subscriptionId: id } } });
    expect(refunds[0]).toMatchObject({ amount: 9700, metadata: { key: `invoice-${refund!.subscriptionInvoiceId}-refund-${refund!.id}` } });
    expect(refund).toMatchObject({ gatewayRefundId: refunds[0]!.id, source: "guarantee", status: "succeeded" });
    expect(fake.subscriptions.get(stripeId)!.status).toBe("canceled");
    expect(await prisma.subscriptionEvent.count({ where: { subscriptionId: id, type: "payment.refunded" } })).toBe(1);
  });

  it("after the guarantee sets cancel at period end at Stripe, and undo clears it", async () => {
    const { id, cookie, stripeId } = await subscribed();
    await prisma.subscription.update({ where: { id }, data: { firstPaidAt: new Date(Date.now() - 31 * 86_400_000) } });
    const cancel = (cancelIt: boolean) => cancelRoute(jsonRequest(`/api/plans/${id}/cancel`, { cancel: cancelIt }, { headers: { cookie } }), idParams(id));
    expect(await (await cancel(true)).json()).toEqual({ ended: "at_period_end", refunded: 0 });
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(true);
    expect(await (await cancel(false)).json()).toEqual({ ended: "not", refunded: 0 });
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(false);
    expect(await (await cancel(true)).json()).toEqual({ ended: "at_period_end", refunded: 0 });
    expect(fake.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(true);
  });

  it("changes plan at Stripe with the new Price, prorated on an invoice now as of the moment the price was shown, and the webhook brings the new price here", async () => {
    const { id, cookie, stripeId } = await subscribed();
    const { preview, response } = await changePlan(id, cookie, "premium");
    expect(response.status).toBe(200);
    expect(fake.subscriptions.get(stripeId)).toMatchObject({
      price: "price_premium",
      proration_behavior: "always_invoice",
      proration_date: Math.floor(new Date(preview.prorationDate).getTime() / 1000),
    });
    await deliver(eventId(), "customer.subscription.updated", fake.subscriptionJson(stripeId));
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ plan: "premium", amount: 49700 });
  });

  it("opens Stripe's customer portal for the plan's own customer", async () => {
    const { id, cookie } = await subscribed();
    const response = await portalRoute(jsonRequest(`/api/plans/${id}/portal`, {}, { headers: { cookie } }), idParams(id));
    expect(await response.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/cus_/) });
    const sent = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/billing_portal/sessions").at(-1)!;
    expect(new URLSearchParams(sent.body).get("return_url")).toBe(new URL("/account#your-plan", env().SITE_URL).toString());
  });

  it("has no test clock while payments are live, not even for the admin", async () => {
    const response = await moveClock(31);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe("Test-mode payments are not enabled on this site.");
  });
});
