import { afterAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: the sandbox gateway, jobs worked by the test.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: cancelRoute } = await import("@/app/api/plans/[id]/cancel/route");
const { sandboxNow } = await import("@/lib/payments/sandbox-clock");
const { prisma } = await import("@/lib/db");
const { plansOfCustomer } = await import("@/lib/billing/customer-plans");
const { POST: upload } = await import("@/app/api/uploads/route");
const { keepHouse } = await import("@/lib/housekeeping");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { jobRows, stopJobs, workJobsDueNow, workJobsUntil } = await import("@/tests/support/jobs");
const { errorOf, jsonRequest, multipartRequest } = await import("@/tests/support/requests");
const { env } = await import("@/lib/env");
const { PLAN_START_EMAILED } = await import("@/lib/validation/plan");
const { waitingPlanDetails } = await import("@/lib/billing/waiting-plan");
const { confirmEmail, emailedVerificationLink } = await import("@/tests/support/email-verification");
const { expectSameAnswerForTakenAndNew } = await import("@/tests/support/enumeration");
const { BUSINESS, DECLINED_CARD, changePlan, completePlan, confirmChange, idParams, moveClock, payFirstMonth, previewChange, startPlan, startedPlan } =
  await import("@/tests/support/plans");
type ChangePreview = import("@/tests/support/plans").ChangePreview;

afterAll(stopJobs);

const DAY = 86_400_000;

async function customer(): Promise<{ id: string; email: string; cookie: string }> {
  const user = await createUser("USER");
  return { id: user.id, email: user.email, cookie: await cookieFor(user) };
}

const cancel = (id: string, cookie: string, cancelIt = true) =>
  cancelRoute(jsonRequest(`/api/plans/${id}/cancel`, { cancel: cancelIt }, { headers: { cookie } }), idParams(id));
const planOf = (id: string) => prisma.subscription.findUniqueOrThrow({ where: { id }, include: { invoices: { orderBy: { id: "asc" } } } });
const eventTypes = async (id: string) =>
  (await prisma.subscriptionEvent.findMany({ where: { subscriptionId: id }, orderBy: { id: "asc" } })).map((event) => event.type);
const emailsOf = (id: string) => prisma.outgoingEmail.findMany({ where: { dedupeKey: { startsWith: `plan-${id}-` } }, orderBy: { createdAt: "asc" } });
const sandboxRefundsOf = async (id: string) => {
  const plan = await planOf(id);
  return prisma.sandboxRefund.findMany({ where: { paymentIntentId: plan.firstPaymentIntentId ?? "" } });
};

describe("starting a plan", () => {
  it("a signed-out start keeps the plan waiting and emails a link; the link signs the new account in to pay the plan table's price, and the customer and the team are emailed", async () => {
    const email = `new-${crypto.randomUUID()}@example.com`;
    const started = await startPlan({
      plan: "professional",
      business: BUSINESS,
      account: { firstName: "Sam", lastName: "Smith", email, password: "roofs-4-all" },
    });
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ message: PLAN_START_EMAILED });
    expect(started.headers.getSetCookie()).toEqual([]);
    // Nothing is charged or opened at the gateway before the address is confirmed.
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).toBeNull();
    const [held] = await prisma.subscription.findMany({ where: { userId: user.id } });
    expect(held).toMatchObject({ plan: "professional", status: "incomplete", gatewaySubscriptionId: null, businessName: "Smith Roofing" });

    const { token, text } = await emailedVerificationLink(email);
    expect(text).toContain("Professional");
    const confirmed = await confirmEmail({ token, password: "roofs-4-all" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ next: "/plans/professional/start" });
    const cookie = confirmed.headers
      .getSetCookie()
      .find((c) => c.includes("session-token="))!
      .split(";")[0]!;
    expect(await waitingPlanDetails(user.id, "professional")).toEqual({
      business: { businessName: "Smith Roofing", trade: "Roofing", serviceArea: "Austin, TX", phone: "(512) 555-0142", website: "smithroofing.com" },
      hasLogo: false,
    });

    const paying = await startPlan({ plan: "professional", business: BUSINESS }, cookie);
    expect(paying.status).toBe(201);
    const { subscriptionId, kind, clientSecret } = (await paying.json()) as { subscriptionId: string; kind: string; clientSecret: string };
    expect(subscriptionId).toBe(held!.id);
    expect(kind).toBe("card");
    const intent = await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret } });
    expect(intent.amount).toBe(9700);

    expect((await payFirstMonth(clientSecret)).status).toBe(200);
    expect(await (await completePlan(subscriptionId, cookie)).json()).toEqual({ status: "active" });
    const [plan] = await plansOfCustomer(user.id);
    expect(plan).toMatchObject({ planName: "Professional", status: "active", amount: 9700, cancelAtPeriodEnd: false });
    expect(plan!.invoices).toMatchObject([{ amount: 9700, status: "paid" }]);
    expect(plan!.currentPeriodEnd!.getTime() - Date.now()).toBeGreaterThan(27 * DAY);
    expect(plan!.guarantee).toMatchObject({ refund: 9700 });
    expect(await planOf(subscriptionId)).toMatchObject({
      businessName: "Smith Roofing",
      trade: "Roofing",
      serviceArea: "Austin, TX",
      website: "smithroofing.com",
    });

    expect((await jobRows("plan.email")).filter((job) => job.data.subscriptionId === subscriptionId)).toHaveLength(3);
    await workJobsDueNow();
    const emails = await emailsOf(subscriptionId);
    expect(emails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [email, "Welcome to Viralize Professional"],
        [email, "Your Viralize receipt: $97.00"],
        ["team@viralize.test", "New Professional subscriber: Smith Roofing"],
      ].sort(),
    );
    expect(emails.find((mail) => mail.subject === "Welcome to Viralize Professional")?.text).toMatch(/Your money-back guarantee runs until \w+ \d+, \d{4}/);
    // Completing again (a double click) starts nothing twice.
    expect(await (await completePlan(subscriptionId, cookie)).json()).toEqual({ status: "active" });
    expect((await jobRows("plan.email")).filter((job) => job.data.subscriptionId === subscriptionId)).toHaveLength(3);
  });

  it("answers a signed-out start with a taken address exactly as one with a new address, and emails the owner how to log in instead", async () => {
    const owner = await createUser("USER");
    await expectSameAnswerForTakenAndNew(owner.email, (email) =>
      startPlan({ plan: "premium", business: BUSINESS, account: { firstName: "Eve", lastName: "Prober", email, password: "guessing-1" } }),
    );

    // Nothing is put on the owner's account by someone who only typed its address.
    expect(await prisma.subscription.count({ where: { userId: owner.id } })).toBe(0);
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: owner.email } })) === 1);
    const mail = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: owner.email } });
    expect(mail.subject).toBe("Someone tried to create a Viralize account with your email");
    for (const path of ["/login", "/forgot-password", "/plans/premium/start"]) expect(mail.text).toContain(`${env().SITE_URL.replace(/\/$/, "")}${path}`);
  });

  it("keeps the plan waiting after a declined card, and the next try pays the same plan", async () => {
    const { id, cookie } = await customer();
    const first = (await (await startPlan({ plan: "premium", business: BUSINESS }, cookie)).json()) as { subscriptionId: string; clientSecret: string };
    const declined = await payFirstMonth(first.clientSecret, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(await errorOf(await completePlan(first.subscriptionId, cookie))).toMatch(/hasn't been charged/);
    expect(await plansOfCustomer(id)).toEqual([]);

    const again = (await (await startPlan({ plan: "premium", business: BUSINESS }, cookie)).json()) as { subscriptionId: string; clientSecret: string };
    expect(again.subscriptionId).toBe(first.subscriptionId);
    expect((await payFirstMonth(again.clientSecret)).status).toBe(200);
    expect(await (await completePlan(again.subscriptionId, cookie)).json()).toEqual({ status: "active" });
    expect((await plansOfCustomer(id))[0]).toMatchObject({ planName: "Premium", amount: 49700 });
  });

  it("refuses bad input with a sentence and writes nothing", async () => {
    const { cookie } = await customer();
    const before = await prisma.subscription.count();
    const cases: [unknown, string | undefined, number, RegExp][] = [
      [{ plan: "gold", business: BUSINESS }, cookie, 400, /Choose one of our plans/],
      [{ plan: "basic", business: { ...BUSINESS, phone: "call me" } }, cookie, 400, /phone number we can call/],
      [{ plan: "basic", business: { ...BUSINESS, businessName: " " } }, cookie, 400, /business name/],
      [{ plan: "basic", business: BUSINESS }, undefined, 401, /Log in or create an account/],
      [{ plan: "basic", business: { ...BUSINESS, logoUploadId: "nope" } }, cookie, 400, /logo upload has expired/],
    ];
    for (const [body, withCookie, status, message] of cases) {
      const response = await startPlan(body, withCookie);
      expect(response.status).toBe(status);
      expect(await errorOf(response)).toMatch(message);
    }
    expect(await prisma.subscription.count()).toBe(before);
  });

  it("keeps the uploaded logo with the plan, where an upload no quote or plan took is cleaned up after a day", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const uploaded = async () =>
      ((await (await upload(multipartRequest("/api/uploads", [{ name: "logo.png", bytes: png }]))).json()) as { files: { id: string }[] }).files[0]!.id;
    const [logo, stray] = [await uploaded(), await uploaded()];
    const { cookie } = await customer();
    const id = await startedPlan(cookie, "basic", { ...BUSINESS, logoUploadId: logo });
    expect((await planOf(id)).logoFileId).toBe(logo);

    await keepHouse(new Date(Date.now() + 2 * DAY));
    expect(await prisma.uploadedFile.findUnique({ where: { id: logo } })).not.toBeNull();
    expect(await prisma.uploadedFile.findUnique({ where: { id: stray } })).toBeNull();
  });

  it("refuses a second plan while one is running", async () => {
    const { cookie } = await customer();
    await startedPlan(cookie, "basic");
    const second = await startPlan({ plan: "premium", business: BUSINESS }, cookie);
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toBe("You already have the Basic plan. Manage it from your account.");
  });
});

describe("one running plan per account", () => {
  it("two plans paid in two tabs at once: one starts, the other is refused under the account's lock, its card released, and the refusal is on its timeline", async () => {
    const { id: userId, cookie } = await customer();
    const opened = await Promise.all(
      ["basic", "premium"].map(
        async (plan) => (await (await startPlan({ plan, business: BUSINESS }, cookie)).json()) as { subscriptionId: string; clientSecret: string },
      ),
    );
    for (const { clientSecret } of opened) expect((await payFirstMonth(clientSecret)).status).toBe(200);

    const answers = await Promise.all(opened.map(({ subscriptionId }) => completePlan(subscriptionId, cookie)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refusedAt = answers.findIndex((answer) => answer.status === 409);
    const refused = opened[refusedAt]!;
    const startedName = refusedAt === 0 ? "Premium" : "Basic";
    expect(await errorOf(answers[refusedAt]!)).toBe(
      `You already have the ${startedName} plan, so we didn't charge you for this one. Manage your plan from your account.`,
    );
    expect((await plansOfCustomer(userId)).map((plan) => [plan.planName, plan.status])).toEqual([[startedName, "active"]]);
    expect(await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret: refused.clientSecret } })).toMatchObject({ status: "canceled" });
    expect(await planOf(refused.subscriptionId)).toMatchObject({ status: "refused", invoices: [] });
    const [event] = await prisma.subscriptionEvent.findMany({ where: { subscriptionId: refused.subscriptionId, type: "plan.start_refused" } });
    expect(event?.message).toMatch(/released, the card was not charged/);
    expect(await prisma.ledgerEntry.count({ where: { subscriptionInvoice: { subscription: { userId } } } })).toBe(1);

    // Asked again (a retry of the refused tab), the answer is the same and nothing is charged.
    const again = await completePlan(refused.subscriptionId, cookie);
    expect(again.status).toBe(409);
    expect(await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret: refused.clientSecret } })).toMatchObject({ status: "canceled" });
  });

  it("a start money was already taken for (as Stripe's Checkout takes it) is refunded in full when the account has a plan running, and recorded", async () => {
    const { id: userId, cookie } = await customer();
    await startedPlan(cookie, "basic");
    // The second tab's start opened before the first was paid: the gateway took its money itself.
    const second = await prisma.subscription.create({ data: { ...BUSINESS, userId, plan: "premium", provider: "sandbox", amount: 49700 } });
    const { sandboxSubscriptions } = await import("@/lib/payments/sandbox-subscriptions");
    const { syncSubscription } = await import("@/lib/billing/sync");
    const { confirmSandboxPayment } = await import("@/lib/payments/sandbox");
    const start = await sandboxSubscriptions.start({
      reference: second.id,
      plan: "premium",
      amount: 49700,
      email: "x@example.com",
      successUrl: "",
      cancelUrl: "",
      idempotencyKey: `test-${second.id}`,
    });
    if (start.kind !== "card") throw new Error("expected the sandbox's card form");
    await confirmSandboxPayment(start.clientSecret, { number: "4242424242424242", expiry: "12/34", cvc: "123" });
    await sandboxSubscriptions.completeStart(start.gatewaySubscriptionId);

    await syncSubscription(start.gatewaySubscriptionId, "sandbox");

    const refused = await planOf(second.id);
    expect(refused).toMatchObject({ status: "refused", startedAt: null });
    expect(refused.invoices).toMatchObject([{ amount: 49700, refundedAmount: 49700 }]);
    expect(await prisma.sandboxRefund.findMany({ where: { paymentIntentId: refused.invoices[0]!.paymentIntentId! } })).toMatchObject([{ amount: 49700 }]);
    expect((await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: start.gatewaySubscriptionId } })).status).toBe("canceled");
    const ledger = await prisma.ledgerEntry.findMany({ where: { subscriptionInvoice: { subscriptionId: second.id } }, orderBy: { id: "asc" } });
    expect(ledger.map((row) => [row.kind, row.net])).toEqual([
      ["charge", 49700],
      ["refund", -49700],
    ]);
    expect((await plansOfCustomer(userId)).map((plan) => plan.planName)).toEqual(["Basic"]);
    expect(await eventTypes(second.id)).toContain("plan.start_refused");
  });
});

describe("renewals on the sandbox clock", () => {
  it("is the admin's to move, behind the PIN, and each move is in the audit log", async () => {
    const { POST: advanceClock } = await import("@/app/api/admin/test-clock/route");
    const admin = await createUser("ADMIN");
    const move = (cookie: string) =>
      advanceClock(jsonRequest("/api/admin/test-clock", { days: 31, declineRenewals: true }, { headers: cookie ? { cookie } : {} }));
    const before = (await sandboxNow()).getTime();
    for (const [cookie, status] of [
      ["", 401],
      [(await customer()).cookie, 403],
      [await cookieFor(admin), 403],
    ] as const) {
      const refused = await move(cookie);
      expect(refused.status).toBe(status);
      await errorOf(refused);
    }
    expect((await sandboxNow()).getTime() - before).toBeLessThan(DAY);
    expect(await prisma.adminAuditLog.count({ where: { action: "testClock.advance" } })).toBe(0);

    const moved = await move(await cookieFor(admin, { pinStep: true }));
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(new Date(now).getTime() - before).toBeGreaterThanOrEqual(31 * DAY);
    const [entry] = await prisma.adminAuditLog.findMany({ where: { action: "testClock.advance" } });
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, after: { days: 31, declineRenewals: true, now } });
  });

  it("renews a paid month, marks a declined renewal past due and emails the customer, then recovers on the retry", async () => {
    const { cookie } = await customer();
    const id = await startedPlan(cookie);
    const firstEnd = (await planOf(id)).currentPeriodEnd!;

    expect((await moveClock(31)).status).toBe(200);
    let plan = await planOf(id);
    expect(plan.status).toBe("active");
    expect(plan.invoices.map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [9700, "paid"],
      [9700, "paid"],
    ]);
    expect(plan.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * DAY);

    expect((await moveClock(31, true)).status).toBe(200);
    plan = await planOf(id);
    expect(plan.status).toBe("past_due");
    expect(plan.invoices.at(-1)).toMatchObject({ status: "failed", amount: 9700 });
    const failedEmailOf = async () => (await emailsOf(id)).find((mail) => mail.subject === "Your Viralize payment didn't go through");
    await workJobsUntil(async () => Boolean(await failedEmailOf()));
    const failedEmail = await failedEmailOf();
    expect(failedEmail?.text).toContain("/account#your-plan");

    expect((await moveClock(1)).status).toBe(200);
    plan = await planOf(id);
    expect(plan.status).toBe("active");
    expect(plan.invoices.at(-1)).toMatchObject({ status: "paid" });
    expect(await eventTypes(id)).toEqual(expect.arrayContaining(["plan.started", "payment.succeeded", "payment.failed", "plan.past_due"]));
  });
});

describe("changing plans", () => {
  it("shows the amount due now before the click, then charges exactly that, and the new price from the next month", async () => {
    const { id: userId, cookie } = await customer();
    const id = await startedPlan(cookie, "basic");
    await moveClock(15);
    const before = await planOf(id);
    const expected = Math.round(
      ((49700 - 4700) * (before.currentPeriodEnd!.getTime() - (await sandboxNow()).getTime())) /
        (before.currentPeriodEnd!.getTime() - before.currentPeriodStart!.getTime()),
    );
    const offered = (await plansOfCustomer(userId))[0]!.changeOptions.find((option) => option.id === "premium")!;
    expect(Math.abs(offered.prorated - expected)).toBeLessThanOrEqual(1);

    const previewed = await previewChange(id, cookie, "premium");
    expect(previewed.status).toBe(200);
    const preview = (await previewed.json()) as ChangePreview;
    expect(preview).toMatchObject({ plan: "premium", planName: "Premium", credit: 0, monthly: 49700 });
    expect(Math.abs(preview.amountDue - expected)).toBeLessThanOrEqual(1);
    // Nothing moves before the click.
    expect((await planOf(id)).invoices).toHaveLength(1);

    const answer = (await (await confirmChange(id, cookie, "premium", preview.prorationDate)).json()) as { plan: string; prorated: number };
    expect(answer).toEqual({ plan: "Premium", prorated: preview.amountDue });
    let plan = await planOf(id);
    expect(plan).toMatchObject({ plan: "premium", amount: 49700, status: "active" });
    expect(plan.invoices.map((invoice) => [invoice.amount, invoice.reason])).toEqual([
      [4700, "first"],
      [preview.amountDue, "change"],
    ]);

    await moveClock(16);
    plan = await planOf(id);
    expect(plan.invoices.at(-1)).toMatchObject({ amount: 49700, status: "paid", reason: "renewal" });
    expect(await eventTypes(id)).toContain("plan.changed");
  });

  it("charges once when the confirm button is clicked three times at once", async () => {
    const { cookie } = await customer();
    const id = await startedPlan(cookie, "basic");
    await moveClock(10);
    const preview = (await (await previewChange(id, cookie, "premium")).json()) as ChangePreview;

    const answers = await Promise.all([1, 2, 3].map(() => confirmChange(id, cookie, "premium", preview.prorationDate)));

    for (const answer of answers) expect(answer.status).toBe(200);
    const gatewayId = (await planOf(id)).gatewaySubscriptionId!;
    expect(await prisma.sandboxInvoice.count({ where: { subscriptionId: gatewayId } })).toBe(2);
    expect((await planOf(id)).invoices.map((invoice) => invoice.amount)).toEqual([4700, preview.amountDue]);
    expect((await eventTypes(id)).filter((type) => type === "plan.changed")).toHaveLength(1);
    expect(await prisma.ledgerEntry.count({ where: { kind: "charge", subscriptionInvoice: { subscriptionId: id } } })).toBe(2);
  });

  it("refuses a confirm whose price was worked out too long ago, or before the plan renewed, and charges nothing", async () => {
    const { cookie } = await customer();
    const id = await startedPlan(cookie, "basic");
    const preview = (await (await previewChange(id, cookie, "premium")).json()) as ChangePreview;
    await moveClock(31);

    const stale = await confirmChange(id, cookie, "premium", preview.prorationDate);

    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatch(/open the plan change again/i);
    expect((await planOf(id)).plan).toBe("basic");
    expect((await planOf(id)).invoices.map((invoice) => invoice.reason)).toEqual(["first", "renewal"]);
  });

  it("a downgrade charges nothing now and takes its credit off the next month's bill", async () => {
    const { cookie } = await customer();
    const id = await startedPlan(cookie, "premium");
    await moveClock(15);
    const { preview, response } = await changePlan(id, cookie, "basic");
    expect(preview.amountDue).toBe(0);
    expect(preview.credit).toBeGreaterThan(0);
    const answer = (await response.json()) as { prorated: number };
    expect(answer.prorated).toBe(-preview.credit);
    let plan = await planOf(id);
    expect(plan).toMatchObject({ plan: "basic", amount: 4700 });
    expect(plan.invoices).toHaveLength(1);

    await moveClock(16);
    plan = await planOf(id);
    // The credit (about half of $450) covers several months of Basic: this one is free.
    expect(plan.invoices.at(-1)).toMatchObject({ amount: 0, status: "paid" });
  });

  it("refuses an unknown plan, the same plan changes nothing, and a past-due plan must update its card first", async () => {
    const { cookie } = await customer();
    const id = await startedPlan(cookie, "basic");
    const unknown = await previewChange(id, cookie, "gold");
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toBe("Choose one of our plans.");
    const same = await previewChange(id, cookie, "basic");
    expect(same.status).toBe(409);
    expect(await errorOf(same)).toBe("You're on the Basic plan already.");
    await moveClock(31, true);
    const pastDue = await previewChange(id, cookie, "premium");
    expect(pastDue.status).toBe(409);
    expect(await errorOf(pastDue)).toMatch(/update your card/);
    await moveClock(1);
  });

  it("only the plan's own customer can preview or change it", async () => {
    const owner = await customer();
    const id = await startedPlan(owner.cookie, "basic");
    const stranger = await customer();
    expect((await previewChange(id, stranger.cookie, "premium")).status).toBe(404);
    expect((await confirmChange(id, stranger.cookie, "premium", new Date().toISOString())).status).toBe(404);
    expect((await planOf(id)).plan).toBe("basic");
  });
});

describe("cancelling", () => {
  it("after the guarantee: runs to the period's end, can be undone until then, and then ends with no refund", async () => {
    const { id: userId, cookie } = await customer();
    const id = await startedPlan(cookie);
    await moveClock(31);

    const cancelled = await cancel(id, cookie);
    expect(await cancelled.json()).toEqual({ ended: "at_period_end", refunded: 0 });
    expect((await plansOfCustomer(userId))[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    expect(await (await cancel(id, cookie, false)).json()).toEqual({ ended: "not", refunded: 0 });
    expect((await plansOfCustomer(userId))[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    expect(await (await cancel(id, cookie)).json()).toEqual({ ended: "at_period_end", refunded: 0 });
    const paidInvoices = (await planOf(id)).invoices.length;
    await moveClock(31);
    const plan = await planOf(id);
    expect(plan.status).toBe("canceled");
    expect(plan.invoices).toHaveLength(paidInvoices);
    expect(await sandboxRefundsOf(id)).toEqual([]);
    expect(await eventTypes(id)).toEqual(expect.arrayContaining(["plan.cancel_scheduled", "plan.cancel_undone", "plan.canceled"]));

    const tooLate = await cancel(id, cookie, false);
    expect(tooLate.status).toBe(409);
    expect(await errorOf(tooLate)).toBe("This plan has already ended.");
  });

  it("within 30 days: refunds the first payment in full exactly once, even when asked twice at once, and ends the plan", async () => {
    const { id: userId, cookie } = await customer();
    const id = await startedPlan(cookie);
    const answers = await Promise.all([cancel(id, cookie), cancel(id, cookie)]);
    for (const answer of answers) expect(await answer.json()).toEqual({ ended: "now", refunded: 9700 });

    const refunds = await sandboxRefundsOf(id);
    expect(refunds.map((refund) => refund.amount)).toEqual([9700]);
    expect((await eventTypes(id)).filter((type) => type === "payment.refunded")).toHaveLength(1);
    expect((await plansOfCustomer(userId))[0]).toMatchObject({ status: "canceled", refunded: true, guarantee: null });
    expect(await (await cancel(id, cookie)).json()).toEqual({ ended: "now", refunded: 9700 });
    expect(await sandboxRefundsOf(id)).toHaveLength(1);
  });

  it("only the plan's own customer can cancel it", async () => {
    const owner = await customer();
    const id = await startedPlan(owner.cookie);
    const stranger = await customer();
    const refused = await cancel(id, stranger.cookie);
    expect(refused.status).toBe(404);
    const anonymous = await cancelRoute(jsonRequest(`/api/plans/${id}/cancel`, { cancel: true }), idParams(id));
    expect(anonymous.status).toBe(401);
    expect((await planOf(id)).cancelAtPeriodEnd).toBe(false);
  });
});
