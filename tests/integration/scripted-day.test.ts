import { afterAll, beforeAll, describe, expect, it } from "vitest";

// One shop day (and the month after it) on the sandbox gateway, merchandise, print and plans
// together; then the ledger, the dashboard and the payments CSV against the sandbox's own tables.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", MERCH_PROVIDER: "offline", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: orderRefundRoute } = await import("@/app/api/admin/orders/[id]/refund/route");
const { POST: printRefundRoute } = await import("@/app/api/admin/print-orders/[id]/refund/route");
const { POST: cancelPlanRoute } = await import("@/app/api/plans/[id]/cancel/route");
const { GET: paymentsRoute } = await import("@/app/api/admin/payments/route");
const { GET: ordersRoute } = await import("@/app/api/admin/orders/route");
const { prisma } = await import("@/lib/db");
const { dashboardCounts } = await import("@/lib/admin/dashboard-counts");
const { reconcileOrders } = await import("@/lib/orders/reconcile");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie, adminPost, disputeSandboxPayment, idParams, placeSandboxOrder } = await import("@/tests/support/orders");
const { refusedAfterCapture } = await import("@/tests/support/checkout");
const { changePlan, moveClock, startedPlan } = await import("@/tests/support/plans");
const { paidPrintOrder } = await import("@/tests/support/quotes");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { jsonRequest } = await import("@/tests/support/requests");

let admin = "";
beforeAll(async () => {
  await seedTestCatalogue();
  admin = await adminCookie();
});
afterAll(stopJobs);

const refundBody = (reason: string, amount?: number) => ({ ...(amount ? { amount } : {}), reason, requestKey: `day-${crypto.randomUUID()}` });
const customer = async () => cookieFor(await createUser("USER"));

/** The day: every kind of money movement the shop has, through the routes people use. */
async function runTheDay() {
  // Merchandise: three orders; one partly refunded, one lost to the customer's bank; and a refused one.
  const tees = await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 2 }]);
  const disputed = await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 1 }]);
  await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 3 }]);
  expect(
    (await orderRefundRoute(adminPost(`/api/admin/orders/${tees.orderId}/refund`, admin, refundBody("One shirt misprinted", 1250)), idParams(tees.orderId)))
      .status,
  ).toBe(200);
  await disputeSandboxPayment(disputed.paymentIntentId, "needs_response");
  await reconcileOrders();
  await disputeSandboxPayment(disputed.paymentIntentId, "lost");
  await reconcileOrders();
  // A payment taken for an order then refused (its price changed meanwhile): refunded in full.
  await refusedAfterCapture();

  // Print: two paid quotes, one refunded in full.
  const refundedPrint = await paidPrintOrder();
  await paidPrintOrder();
  expect(
    (
      await printRefundRoute(
        adminPost(`/api/admin/print-orders/${refundedPrint.printOrderId}/refund`, admin, refundBody("Job cancelled by phone")),
        idParams(refundedPrint.printOrderId),
      )
    ).status,
  ).toBe(200);

  // Plans: two upgraded ten days in, one of them then cancelled within the guarantee (its first
  // payment and its upgrade refunded), and one renewed a month on.
  const leaving = await customer();
  const leavingPlan = await startedPlan(leaving, "professional");
  const upgrading = await customer();
  const upgradingPlan = await startedPlan(upgrading, "basic");
  const renewingPlan = await startedPlan(await customer(), "professional");
  expect((await moveClock(10)).status).toBe(200);
  const prorations: number[] = [];
  for (const [plan, cookie] of [
    [upgradingPlan, upgrading],
    [leavingPlan, leaving],
  ] as const) {
    const { preview, response } = await changePlan(plan, cookie, "premium");
    expect(preview.amountDue).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ plan: "Premium", prorated: preview.amountDue });
    prorations.push(preview.amountDue);
  }
  const cancelled = await cancelPlanRoute(
    jsonRequest(`/api/plans/${leavingPlan}/cancel`, { cancel: true }, { headers: { cookie: leaving } }),
    idParams(leavingPlan),
  );
  expect(await cancelled.json()).toEqual({ ended: "now", refunded: 9700 + prorations[1]! });
  expect((await moveClock(21)).status).toBe(200);
  expect(await prisma.subscriptionInvoice.count({ where: { subscriptionId: renewingPlan, status: "paid" } })).toBe(2);
  await workJobsDueNow();
}

/** What the sandbox gateway itself recorded: money taken, given back and lost to disputes, by what it paid for. */
async function sandboxMoney() {
  const [intents, refunds, invoices] = await Promise.all([
    prisma.sandboxPaymentIntent.findMany({ where: { status: "succeeded" } }),
    prisma.sandboxRefund.findMany(),
    prisma.sandboxInvoice.findMany({ where: { status: "paid" } }),
  ]);
  const planIntents = new Set(invoices.map((invoice) => invoice.paymentIntentId));
  // Print quote payments are opened under the quote's key (quote-<id>); the rest are store checkouts.
  const lineOf = (intent: { id: string; idempotencyKey: string | null }) =>
    planIntents.has(intent.id) ? "plan" : intent.idempotencyKey?.startsWith("quote-") ? "print" : "merchandise";
  const line = new Map(intents.map((intent) => [intent.id, lineOf(intent)]));
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const of = (name: string) => {
    const taken = sum(intents.filter((intent) => line.get(intent.id) === name).map((intent) => intent.amount));
    const givenBack = sum(refunds.filter((refund) => line.get(refund.paymentIntentId) === name).map((refund) => refund.amount));
    const lost = sum(intents.filter((intent) => line.get(intent.id) === name && intent.disputeStatus === "lost").map((intent) => intent.amount));
    return { taken, givenBack, lost, net: taken - givenBack - lost };
  };
  const byLine = { merchandise: of("merchandise"), print: of("print"), plan: of("plan") };
  // The plans' money as the sandbox bills it: its paid invoices.
  expect(byLine.plan.taken).toBe(sum(invoices.map((invoice) => invoice.amount)));
  return { byLine, refunds, intents };
}

function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .trim()
    .split("\r\n")
    .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
  return lines.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ""])));
}

describe("a scripted day of money", () => {
  it("ends with the ledger, the dashboard and the payments CSV equal to what the sandbox gateway recorded, to the cent", async () => {
    await runTheDay();
    const sandbox = await sandboxMoney();
    const { merchandise, print, plan } = sandbox.byLine;
    // The day moved money of every kind.
    expect([merchandise.givenBack, merchandise.lost, print.givenBack, plan.givenBack].every((amount) => amount > 0)).toBe(true);
    const expected = { merchandise: merchandise.net, print: print.net, plan: plan.net, total: merchandise.net + print.net + plan.net };

    // The ledger: each of the gateway's payments and refunds is one row, of the same amount.
    const movements = await prisma.ledgerEntry.findMany();
    const kinds = (...names: string[]) => movements.filter((m) => names.includes(m.kind));
    expect(new Map(kinds("capture", "charge").map((m) => [m.paymentIntentId, m.amount]))).toEqual(
      new Map(sandbox.intents.filter((i) => i.amount > 0).map((i) => [i.id, i.amount])),
    );
    expect(kinds("capture", "charge")).toHaveLength(sandbox.intents.filter((i) => i.amount > 0).length);
    expect(new Map(kinds("refund").map((m) => [m.movementKey, m.amount]))).toEqual(new Map(sandbox.refunds.map((r) => [`refund:${r.id}`, r.amount])));
    expect(kinds("refund")).toHaveLength(sandbox.refunds.length);
    const ledgerNet = (line: string) => movements.filter((m) => m.line === line).reduce((sum, m) => sum + m.net, 0);
    expect({ merchandise: ledgerNet("merchandise"), print: ledgerNet("print"), plan: ledgerNet("plan") }).toEqual({
      merchandise: merchandise.net,
      print: print.net,
      plan: plan.net,
    });

    // The dashboard.
    const counts = await dashboardCounts();
    expect(counts.revenue).toEqual(expected);
    expect(counts.openDisputes).toEqual({ merchandise: 0, print: 0, plan: 0 });

    // The payments CSV.
    const response = await paymentsRoute(new Request("http://localhost/api/admin/payments?format=csv", { headers: { cookie: admin } }));
    const rows = csvRows(await response.text());
    const cents = (rowsOf: Record<string, string>[], column: string) => rowsOf.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
    const lineRows = (name: string) => rows.filter((row) => row.Line === name);
    expect({
      merchandise: cents(lineRows("Merchandise"), "Net (USD)"),
      print: cents(lineRows("Print"), "Net (USD)"),
      plan: cents(lineRows("Plans"), "Net (USD)"),
      total: cents(rows, "Net (USD)"),
    }).toEqual(expected);
    expect(
      cents(
        rows.filter((row) => row.Movement === "Refund"),
        "Amount (USD)",
      ),
    ).toBe(merchandise.givenBack + print.givenBack + plan.givenBack);
    expect(
      cents(
        rows.filter((row) => row.Movement === "Dispute lost"),
        "Amount (USD)",
      ),
    ).toBe(merchandise.lost);

    // The refused order's payment: taken and given back, both in the CSV.
    expect(rows.filter((row) => row.For === "Payment refused: no order").map((row) => [row.Movement, row["Net (USD)"]])).toEqual([
      ["Refund", "-18.00"],
      ["Capture", "18.00"],
    ]);

    // The orders CSV names the dispute and its amount.
    const orders = csvRows(await (await ordersRoute(new Request("http://localhost/api/admin/orders?format=csv", { headers: { cookie: admin } }))).text());
    expect(orders.filter((row) => row.Dispute !== "").map((row) => row.Dispute)).toEqual(["lost"]);
    expect(
      cents(
        orders.filter((row) => row.Dispute === "lost"),
        "Disputed (USD)",
      ),
    ).toBe(merchandise.lost);
    // A month of every kind of money through the routes: the longest test of the suite.
  }, 90_000);
});
