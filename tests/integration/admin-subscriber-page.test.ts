import { afterAll, beforeAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: the sandbox gateway, jobs worked by the test.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", JOB_RETRY_DELAY_SECONDS: "1" });
const { GET: subscriberRoute } = await import("@/app/api/admin/subscribers/[id]/route");
const { POST: adminCancelRoute } = await import("@/app/api/admin/subscribers/[id]/cancel/route");
const { POST: invoiceRefundRoute } = await import("@/app/api/admin/invoices/[id]/refund/route");
const { prisma } = await import("@/lib/db");
const { formatLongDate } = await import("@/lib/time");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie, adminPost } = await import("@/tests/support/orders");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf, multipartRequest } = await import("@/tests/support/requests");
const { BUSINESS, idParams, moveClock, startedPlan } = await import("@/tests/support/plans");
const { POST: upload } = await import("@/app/api/uploads/route");

let admin = "";
beforeAll(async () => {
  admin = await adminCookie();
});
afterAll(stopJobs);

type Detail = {
  id: string;
  businessName: string;
  trade: string;
  serviceArea: string;
  phone: string;
  website: string | null;
  logoUrl: string | null;
  customerName: string;
  email: string;
  plan: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  invoices: { id: number; amount: number; refundedAmount: number; state: string; refundable: number; reason: string | null }[];
  events: { type: string; message: string; actor: string }[];
};

const detail = (id: string, cookie = admin) =>
  subscriberRoute(new Request(`http://localhost/api/admin/subscribers/${id}`, { headers: { cookie } }), idParams(id));
const cancelFor = (id: string, body: unknown, cookie = admin) => adminCancelRoute(adminPost(`/api/admin/subscribers/${id}/cancel`, cookie, body), idParams(id));
const refund = (invoiceId: number, body: unknown) => invoiceRefundRoute(adminPost(`/api/admin/invoices/${invoiceId}/refund`, admin, body), idParams(invoiceId));
const key = () => crypto.randomUUID();

/** A customer with a running plan: the plan's id and the customer's email. */
async function subscriber(plan = "professional", business = BUSINESS): Promise<{ id: string; email: string }> {
  const user = await createUser("USER");
  return { id: await startedPlan(await cookieFor(user), plan, business), email: user.email };
}

describe("the subscriber's admin page", () => {
  it("shows the business details and logo the customer sent, the plan, status and period, each invoice's state (paid, partly refunded, refunded) and the timeline", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const logo = ((await (await upload(multipartRequest("/api/uploads", [{ name: "logo.png", bytes: png }]))).json()) as { files: { id: string }[] }).files[0]!
      .id;
    const { id, email } = await subscriber("professional", { ...BUSINESS, businessName: "Ridge Roofing", logoUploadId: logo });
    await moveClock(31);
    const [first, renewal] = await prisma.subscriptionInvoice.findMany({ where: { subscriptionId: id }, orderBy: { id: "asc" } });
    expect((await refund(first!.id, { amount: 2000, reason: "Late launch", requestKey: key() })).status).toBe(200);
    expect((await refund(renewal!.id, { reason: "Goodwill", requestKey: key() })).status).toBe(200);

    const response = await detail(id);

    expect(response.status).toBe(200);
    const page = (await response.json()) as Detail;
    expect(page).toMatchObject({
      id,
      businessName: "Ridge Roofing",
      trade: "Roofing",
      serviceArea: "Austin, TX",
      phone: "(512) 555-0142",
      website: "smithroofing.com",
      logoUrl: `/api/admin/uploads/${logo}`,
      email,
      plan: "Professional",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: expect.any(String),
    });
    expect(page.invoices.map((invoice) => [invoice.id, invoice.state, invoice.refundedAmount, invoice.refundable, invoice.reason])).toEqual([
      [renewal!.id, "refunded", 9700, 0, "renewal"],
      [first!.id, "partially_refunded", 2000, 7700, "first"],
    ]);
    expect(page.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["plan.started", "payment.succeeded", "payment.refund_requested", "payment.refunded"]),
    );
  });

  it("answers an unknown subscriber with a 404 and a sentence, and is for admins only", async () => {
    const missing = await detail("no-such-plan");
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe("There's no subscriber with that id.");
    const { id } = await subscriber();
    const customer = await cookieFor(await createUser("USER"));
    for (const [cookie, status] of [
      ["", 401],
      [customer, 403],
    ] as const) {
      const refused = await detail(id, cookie);
      expect(refused.status).toBe(status);
      await errorOf(refused);
      const cancelRefused = await cancelFor(id, { when: "now", reason: "Testing access", requestKey: key() }, cookie);
      expect(cancelRefused.status).toBe(status);
    }
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  });
});

describe("cancelling a plan from the admin", () => {
  it("at the period's end: set at the gateway, the internal reason on the timeline and in the audit log, the customer emailed the admin's message once", async () => {
    const { id, email } = await subscriber();
    const body = {
      when: "period_end",
      reason: "Customer moving out of state, ticket 912",
      customerMessage: "As we discussed, your plan stops at the end of this month.",
      requestKey: key(),
    };

    const answers = await Promise.all([cancelFor(id, body), cancelFor(id, body)]);

    for (const answer of answers) expect(await answer.json()).toEqual({ ended: "at_period_end" });
    const plan = await prisma.subscription.findUniqueOrThrow({ where: { id } });
    expect(plan).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: plan.gatewaySubscriptionId! } })).cancelAtPeriodEnd).toBe(true);
    const events = await prisma.subscriptionEvent.findMany({ where: { subscriptionId: id, type: "plan.cancel_scheduled" } });
    expect(events).toHaveLength(1);
    expect(events[0]!.message).toContain("Customer moving out of state, ticket 912");
    expect(events[0]!.actor).toMatch(/^admin:/);
    const audits = await prisma.adminAuditLog.findMany({ where: { action: "subscription.cancel", entityId: id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityType: "subscription",
      before: { status: "active", cancelAtPeriodEnd: false },
      after: { when: "period_end", reason: "Customer moving out of state, ticket 912" },
    });

    await workJobsDueNow();
    const emails = await prisma.outgoingEmail.findMany({ where: { to: email, subject: { contains: "cancelled" } } });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("As we discussed, your plan stops at the end of this month.");
    expect(emails[0]!.text).toContain(`runs until ${formatLongDate(plan.currentPeriodEnd!)}`);
    expect(emails[0]!.text).not.toContain("ticket 912");
  });

  it("now: the plan ends at the gateway and here, nothing is refunded by it, and the customer is told", async () => {
    const { id, email } = await subscriber();

    const answer = await cancelFor(id, { when: "now", reason: "Chargeback threatened", requestKey: key() });

    expect(await answer.json()).toEqual({ ended: "now" });
    const plan = await prisma.subscription.findUniqueOrThrow({ where: { id } });
    expect(plan).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });
    expect((await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: plan.gatewaySubscriptionId! } })).status).toBe("canceled");
    expect(await prisma.refund.count({ where: { subscriptionInvoice: { subscriptionId: id } } })).toBe(0);
    expect(await prisma.subscriptionEvent.count({ where: { subscriptionId: id, type: "plan.canceled", actor: { startsWith: "admin:" } } })).toBe(1);
    await workJobsDueNow();
    const [email1] = await prisma.outgoingEmail.findMany({ where: { to: email, subject: { contains: "cancelled" } } });
    expect(email1?.text).toContain("has ended");
    expect(email1?.text).not.toContain("Chargeback");

    const again = await cancelFor(id, { when: "period_end", reason: "Once more", requestKey: key() });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("This plan has already ended.");
  });

  it("refuses bad input with a sentence and changes nothing", async () => {
    const { id } = await subscriber();
    for (const [body, message] of [
      [{ reason: "No when", requestKey: key() }, /now or at the end/],
      [{ when: "tomorrow", reason: "Bad when", requestKey: key() }, /now or at the end/],
      [{ when: "now", reason: "", requestKey: key() }, /reason/],
      [{ when: "now", reason: "No key" }, /requestKey/],
    ] as const) {
      const response = await cancelFor(id, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(message);
    }
    const missing = await cancelFor("no-such-plan", { when: "now", reason: "Nobody", requestKey: key() });
    expect(missing.status).toBe(404);
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });
});
