import { afterAll, beforeAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: sandbox payments, the offline catalogue and
// fulfilment, jobs worked by the test.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", MERCH_PROVIDER: "offline", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: refundRoute } = await import("@/app/api/admin/orders/[id]/refund/route");
const { GET: paymentsRoute } = await import("@/app/api/admin/payments/route");
const { prisma } = await import("@/lib/db");
const { env } = await import("@/lib/env");
const { dashboardCounts } = await import("@/lib/admin/dashboard-counts");
const { dailyRevenue, revenueByLine } = await import("@/lib/ledger/figures");
const { recordMovements } = await import("@/lib/ledger/record");
const { reconcileOrders } = await import("@/lib/orders/reconcile");
const { sandboxNow } = await import("@/lib/payments/sandbox-clock");
const { syncPaymentFromGateway } = await import("@/lib/settlement/sync");
const { refusedAfterCapture, reportPayment } = await import("@/tests/support/checkout");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie, adminPost, disputeSandboxPayment, idParams, placeSandboxOrder } = await import("@/tests/support/orders");
const { moveClock, startedPlan } = await import("@/tests/support/plans");
const { paidPrintOrder, QUOTE_TOTAL } = await import("@/tests/support/quotes");
const { stopJobs } = await import("@/tests/support/jobs");
const { keepHouse } = await import("@/lib/housekeeping");
const { errorOf } = await import("@/tests/support/requests");

const tee = { productId: "101", variantId: "1001", quantity: 2 };
const TEE_TOTAL = 4998;
const PROFESSIONAL = 9700;
let admin = "";
let keys = 0;
const requestKey = () => `ledger-${process.pid}-${++keys}`;

beforeAll(async () => {
  await seedTestCatalogue();
  admin = await adminCookie();
});
afterAll(stopJobs);

const refund = (orderId: number, amount: number) =>
  refundRoute(adminPost(`/api/admin/orders/${orderId}/refund`, admin, { amount, reason: "Smudged print", requestKey: requestKey() }), idParams(orderId));
const payments = (cookie = admin, q = "") =>
  paymentsRoute(new Request(`http://localhost/api/admin/payments?format=csv&q=${encodeURIComponent(q)}`, { headers: { cookie } }));
const movementsOf = (paymentIntentId: string) => prisma.ledgerEntry.findMany({ where: { paymentIntentId }, orderBy: { id: "asc" } });

/** The CSV's rows as objects by header (no quoted commas in what these tests read). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
  return lines.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ""])));
}

describe("the ledger's revenue", () => {
  it("counts print orders and plan payments on the dashboard, side by side with merchandise, and in the total", async () => {
    const before = (await dashboardCounts()).revenue;

    await placeSandboxOrder([tee]);
    await paidPrintOrder();
    await startedPlan(await cookieFor(await createUser("USER")), "professional");

    expect((await dashboardCounts()).revenue).toEqual({
      merchandise: before.merchandise + TEE_TOTAL,
      print: before.print + QUOTE_TOTAL,
      plan: before.plan + PROFESSIONAL,
      total: before.total + TEE_TOTAL + QUOTE_TOTAL + PROFESSIONAL,
    });
  });

  it("keeps one row per movement, however often the browser, a replay or reconciliation reports it", async () => {
    const { orderId, paymentIntentId } = await placeSandboxOrder([tee]);
    expect((await reportPayment(paymentIntentId)).status).toBe(200);
    await reconcileOrders();
    expect((await refund(orderId, 1000)).status).toBe(200);
    await syncPaymentFromGateway(paymentIntentId);
    await reconcileOrders();

    const [gatewayRefund] = await prisma.sandboxRefund.findMany({ where: { paymentIntentId } });
    expect((await movementsOf(paymentIntentId)).map((m) => [m.line, m.kind, m.amount, m.net, m.orderId, m.movementKey])).toEqual([
      ["merchandise", "capture", TEE_TOTAL, TEE_TOTAL, orderId, `capture:${paymentIntentId}`],
      ["merchandise", "refund", 1000, -1000, orderId, `refund:${gatewayRefund!.id}`],
    ]);
  });

  it("books a payment taken and then refused (no order made) as its capture and its refund, net zero, however often it is reported", async () => {
    const before = (await dashboardCounts()).revenue;

    const { paymentIntentId, amount } = await refusedAfterCapture();
    expect((await reportPayment(paymentIntentId)).status).toBe(409);
    await reconcileOrders();

    const [gatewayRefund] = await prisma.sandboxRefund.findMany({ where: { paymentIntentId } });
    expect(gatewayRefund).toMatchObject({ amount });
    expect((await movementsOf(paymentIntentId)).map((m) => [m.line, m.kind, m.amount, m.net, m.orderId, m.movementKey])).toEqual([
      ["merchandise", "capture", amount, amount, null, `capture:${paymentIntentId}`],
      ["merchandise", "refund", amount, -amount, null, `refund:${gatewayRefund!.id}`],
    ]);
    expect((await dashboardCounts()).revenue).toEqual(before);

    const rows = csvRows(await (await payments()).text()).filter((row) => row.Payment === paymentIntentId);
    expect(rows.map((row) => [row.Line, row.Movement, row["Net (USD)"], row.For, row.Customer])).toEqual([
      ["Merchandise", "Refund", `-${(amount / 100).toFixed(2)}`, "Payment refused: no order", "joe@mason.test"],
      ["Merchandise", "Capture", (amount / 100).toFixed(2), "Payment refused: no order", "joe@mason.test"],
    ]);
    // Found as every other payment is, by its customer's email, however it is typed.
    const found = csvRows(await (await payments(admin, "JOE@Mason")).text());
    expect(found.filter((row) => row.Payment === paymentIntentId).map((row) => row.Movement)).toEqual(["Refund", "Capture"]);
    expect(found.every((row) => row.Customer === "joe@mason.test")).toBe(true);
  });

  it("keeps who paid a refused payment on its own rows: once housekeeping has deleted the checkout, the admin still finds them", async () => {
    const { paymentIntentId } = await refusedAfterCapture();
    await keepHouse(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await prisma.checkout.findUnique({ where: { paymentIntentId } })).toBeNull();

    const found = csvRows(await (await payments(admin, "joe@MASON.test")).text()).filter((row) => row.Payment === paymentIntentId);
    expect(found.map((row) => [row.Movement, row.For, row.Customer])).toEqual([
      ["Refund", "Payment refused: no order", "joe@mason.test"],
      ["Capture", "Payment refused: no order", "joe@mason.test"],
    ]);
  });

  it("refuses, in the database, a payer on a row that names its subject, and a quote request on any line but print", async () => {
    const { orderId } = await placeSandboxOrder([tee]);
    const row = (data: Record<string, unknown>) =>
      prisma.ledgerEntry.create({
        data: { line: "merchandise", kind: "capture", amount: 100, net: 100, occurredAt: new Date(), actor: "system", movementKey: requestKey(), ...data },
      });
    // The order names its customer: a second answer to "who paid" could only disagree with it.
    await expect(row({ orderId, payerEmail: "someone@else.test" })).rejects.toThrow(/LedgerEntry_payer_check/);
    await expect(row({ paymentIntentId: "pi_refused", payerEmail: "joe@mason.test", quoteRequestId: 1 })).rejects.toThrow(/LedgerEntry_payer_check/);
    await expect(row({ paymentIntentId: "pi_refused", payerEmail: "joe@mason.test" })).resolves.toMatchObject({ payerEmail: "joe@mason.test" });
  });

  it("exports every movement as the payments CSV, whose net adds up to the dashboard's revenue; for admins only", async () => {
    const response = await payments();

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const rows = csvRows(await response.text());
    expect(rows).toHaveLength(await prisma.ledgerEntry.count());
    const cents = (dollars: string) => Math.round(Number(dollars) * 100);
    const { total, print, plan } = await revenueByLine();
    expect(rows.reduce((sum, row) => sum + cents(row["Net (USD)"]!), 0)).toBe(total);
    expect(rows.filter((row) => row.Line === "Print").reduce((sum, row) => sum + cents(row["Net (USD)"]!), 0)).toBe(print);
    expect(rows.filter((row) => row.Line === "Plans").reduce((sum, row) => sum + cents(row["Net (USD)"]!), 0)).toBe(plan);
    expect(rows.map((row) => row.Movement)).toEqual(expect.arrayContaining(["Capture", "Charge", "Refund"]));

    const customer = await payments(await cookieFor(await createUser("USER")));
    expect(customer.status).toBe(403);
    await errorOf(customer);
    expect((await payments("")).status).toBe(401);
  });
});

describe("the 30-day chart", () => {
  const storeDay = (instant: Date) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: env().STORE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  const netByDay = async () => new Map((await dailyRevenue(30)).map((day) => [day.day, day.revenue]));

  it("puts a movement on the store's day, not UTC's: early morning in UTC is the evening before on the store's clock", async () => {
    const { orderId } = await placeSandboxOrder([tee]);
    const now = await sandboxNow();
    const occurredAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 3, 30));
    const [storeDate, utcDate] = [storeDay(occurredAt), occurredAt.toISOString().slice(0, 10)];
    expect(storeDate).not.toBe(utcDate);
    const before = await netByDay();

    const movement = { subject: { line: "merchandise", orderId }, kind: "refund", amount: 700, paymentIntentId: null, actor: "test" } as const;
    await prisma.$transaction((tx) => recordMovements(tx, [{ ...movement, movementKey: `refund:chart-${orderId}`, occurredAt }]));

    const after = await netByDay();
    expect(after.get(storeDate)).toBe(before.get(storeDate)! - 700);
    expect(after.get(utcDate)).toBe(before.get(utcDate));
  });

  // Last in the file, these move the sandbox's clock (TEST MODE's "days later") for good.
  it("books a refund on the day its money moved, days after the order's, which keeps what it took", async () => {
    const { orderId } = await placeSandboxOrder([tee]);
    const orderDay = storeDay(await sandboxNow());
    const ordered = await netByDay();
    expect(ordered.get(orderDay)).toBeGreaterThanOrEqual(TEE_TOTAL);

    expect((await moveClock(3)).status).toBe(200);
    expect((await refund(orderId, 1000)).status).toBe(200);

    const refundDay = storeDay(await sandboxNow());
    const after = await netByDay();
    expect(refundDay).not.toBe(orderDay);
    expect(after.get(orderDay)).toBe(ordered.get(orderDay));
    expect(after.get(refundDay)).toBe(-1000);
  });

  it("books a dispute on the days the bank opened and lost it, however late reconciliation finds it", async () => {
    const { paymentIntentId } = await placeSandboxOrder([tee]);
    await disputeSandboxPayment(paymentIntentId, "needs_response");
    const openedDay = storeDay(await sandboxNow());
    expect((await moveClock(2)).status).toBe(200);
    await disputeSandboxPayment(paymentIntentId, "lost");
    const lostDay = storeDay(await sandboxNow());
    expect((await moveClock(3)).status).toBe(200);
    const foundDay = storeDay(await sandboxNow());
    const before = await netByDay();

    await reconcileOrders();

    const disputes = (await movementsOf(paymentIntentId)).filter((m) => m.kind !== "capture");
    expect(disputes.map((m) => [m.kind, storeDay(m.occurredAt)])).toEqual([
      ["dispute_opened", openedDay],
      ["dispute_lost", lostDay],
    ]);
    const after = await netByDay();
    expect(after.get(lostDay)).toBe(before.get(lostDay)! - TEE_TOTAL);
    expect(after.get(foundDay)).toBe(before.get(foundDay));
  });
});
