import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The money-back guarantee and the plans' receipts, on the sandbox's clock. This file moves that
// clock to a 31 January first, so a monthly renewal (on 28 or 29 February) falls inside the 30 days.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: cancelRoute } = await import("@/app/api/plans/[id]/cancel/route");
const { POST: invoiceRefundRoute } = await import("@/app/api/admin/invoices/[id]/refund/route");
const { prisma } = await import("@/lib/db");
const { plansOfCustomer } = await import("@/lib/billing/customer-plans");
const { sandboxNow } = await import("@/lib/payments/sandbox-clock");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie, adminPost } = await import("@/tests/support/orders");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { jsonRequest } = await import("@/tests/support/requests");
const { changePlan, idParams, moveClock, startedPlan } = await import("@/tests/support/plans");

const DAY = 86_400_000;

beforeAll(async () => {
  const now = await sandboxNow();
  const year = now.getUTCMonth() === 0 && now.getUTCDate() < 31 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  expect((await moveClock(Math.round((Date.UTC(year, 0, 31) - today) / DAY))).status).toBe(200);
  expect((await sandboxNow()).toISOString().slice(5, 10)).toBe("01-31");
});
afterAll(stopJobs);

async function customer(): Promise<{ id: string; email: string; cookie: string }> {
  const user = await createUser("USER");
  return { id: user.id, email: user.email, cookie: await cookieFor(user) };
}

const cancel = (id: string, cookie: string) => cancelRoute(jsonRequest(`/api/plans/${id}/cancel`, { cancel: true }, { headers: { cookie } }), idParams(id));
const invoicesOf = (id: string) => prisma.subscriptionInvoice.findMany({ where: { subscriptionId: id }, orderBy: { id: "asc" } });
const sandboxRefundsOf = async (id: string) =>
  prisma.sandboxRefund.findMany({
    where: { paymentIntentId: { in: (await invoicesOf(id)).flatMap((invoice) => invoice.paymentIntentId ?? []) } },
    orderBy: { createdAt: "asc" },
  });
const emailsTo = (to: string) => prisma.outgoingEmail.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
const amountIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];

/** Moves the sandbox clock to the plan's next renewal, which it bills. */
async function renew(id: string): Promise<void> {
  const { currentPeriodEnd } = await prisma.subscription.findUniqueOrThrow({ where: { id } });
  expect((await moveClock(Math.ceil((currentPeriodEnd!.getTime() - (await sandboxNow()).getTime()) / DAY))).status).toBe(200);
}

describe("the 30-day money-back guarantee, once per account", () => {
  let shopper: Awaited<ReturnType<typeof customer>>;
  let first = "";

  it("within 30 days of the account's first payment, cancelling refunds every plan payment since: the first month, an upgrade's proration and a renewal, each in the ledger and its own email, the amount said before the click", async () => {
    shopper = await customer();
    first = await startedPlan(shopper.cookie, "professional");
    await moveClock(10);
    const { preview, response } = await changePlan(first, shopper.cookie, "premium");
    expect(response.status).toBe(200);
    await renew(first);
    const paid = await invoicesOf(first);
    expect(paid.map((invoice) => [invoice.reason, invoice.amount])).toEqual([
      ["first", 9700],
      ["change", preview.amountDue],
      ["renewal", 49700],
    ]);
    const total = 9700 + preview.amountDue + 49700;
    const [offered] = await plansOfCustomer(shopper.id);
    expect(offered!.guarantee).toEqual({ until: new Date(paid[0]!.createdAt.getTime() + 30 * DAY), refund: total });

    const answer = await cancel(first, shopper.cookie);

    expect(await answer.json()).toEqual({ ended: "now", refunded: total });
    expect((await sandboxRefundsOf(first)).map((refund) => refund.amount).sort()).toEqual([9700, preview.amountDue, 49700].sort());
    expect(await invoicesOf(first)).toEqual(paid.map((invoice) => expect.objectContaining({ id: invoice.id, refundedAmount: invoice.amount })));
    const refunds = await prisma.ledgerEntry.findMany({ where: { kind: "refund", subscriptionInvoice: { subscriptionId: first } } });
    expect(refunds.map((row) => row.net).sort()).toEqual([-9700, -preview.amountDue, -49700].sort());
    expect((await plansOfCustomer(shopper.id))[0]).toMatchObject({ status: "canceled", refunded: true, guarantee: null });

    await workJobsDueNow();
    const emails = await emailsTo(shopper.email);
    const receipts = emails.filter((email) => email.subject.startsWith("Your Viralize receipt"));
    expect(
      receipts
        .map((email) => [
          amountIn(email.subject, /receipt: (\$[\d,.]+)/),
          amountIn(email.text, /for (the first month|the switch to Premium|this month's renewal)/),
        ])
        .sort(),
    ).toEqual(
      [
        ["$97.00", "the first month"],
        [`$${(preview.amountDue / 100).toFixed(2)}`, "the switch to Premium"],
        ["$497.00", "this month's renewal"],
      ].sort(),
    );
    const refundEmails = emails.filter((email) => email.subject.startsWith("Refund of"));
    expect(refundEmails.map((email) => amountIn(email.subject, /Refund of (\$[\d,.]+)/)).sort()).toEqual(
      ["$97.00", `$${(preview.amountDue / 100).toFixed(2)}`, "$497.00"].sort(),
    );
  });

  it("is not given twice: a plan started again after the guarantee's cancel runs to its period's end when cancelled, and nothing is refunded", async () => {
    const again = await startedPlan(shopper.cookie, "basic");
    expect((await plansOfCustomer(shopper.id)).find((plan) => plan.id === again)).toMatchObject({ guarantee: null });

    const answer = await cancel(again, shopper.cookie);

    expect(await answer.json()).toEqual({ ended: "at_period_end", refunded: 0 });
    expect(await sandboxRefundsOf(again)).toEqual([]);
  });

  it("runs from the account's first plan payment, not the plan's: a plan started two months in is not refunded when cancelled the next day", async () => {
    const late = await customer();
    const earlier = await startedPlan(late.cookie, "basic");
    await moveClock(31);
    expect(await (await cancel(earlier, late.cookie)).json()).toEqual({ ended: "at_period_end", refunded: 0 });
    await renew(earlier);
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: earlier } })).status).toBe("canceled");
    const next = await startedPlan(late.cookie, "professional");
    await moveClock(1);
    expect((await plansOfCustomer(late.id)).find((plan) => plan.id === next)).toMatchObject({ guarantee: null });

    expect(await (await cancel(next, late.cookie)).json()).toEqual({ ended: "at_period_end", refunded: 0 });
    expect(await sandboxRefundsOf(next)).toEqual([]);
  });
});

describe("plan emails", () => {
  it("a refund of a plan invoice by the admin emails its amount and the admin's message to the customer, never the internal reason", async () => {
    const owner = await customer();
    const id = await startedPlan(owner.cookie, "professional");
    const [invoice] = await invoicesOf(id);
    const refunded = await invoiceRefundRoute(
      adminPost(`/api/admin/invoices/${invoice!.id}/refund`, await adminCookie(), {
        amount: 2000,
        reason: "Launch slipped, ticket 4411",
        customerMessage: "Sorry your site went live a few days late: here is part of this month back.",
        requestKey: crypto.randomUUID(),
      }),
      idParams(invoice!.id),
    );
    expect(refunded.status).toBe(200);

    await workJobsDueNow();
    const [email] = (await emailsTo(owner.email)).filter((mail) => mail.subject.startsWith("Refund of"));
    expect(email?.subject).toBe("Refund of $20.00 for your Viralize plan");
    expect(email?.text).toContain("Sorry your site went live a few days late: here is part of this month back.");
    expect(email?.text).not.toContain("ticket 4411");
  });
});
