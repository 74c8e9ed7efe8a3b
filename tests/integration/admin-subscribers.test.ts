import { afterAll, beforeAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: the sandbox gateway.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox" });
const { GET: listRoute } = await import("@/app/api/admin/subscribers/route");
const { POST: cancelRoute } = await import("@/app/api/plans/[id]/cancel/route");
const { subscriberStats } = await import("@/lib/billing/admin-subscribers");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie } = await import("@/tests/support/orders");
const { stopJobs } = await import("@/tests/support/jobs");
const { errorOf, jsonRequest } = await import("@/tests/support/requests");
const { BUSINESS, idParams, moveClock, startPlan, startedPlan } = await import("@/tests/support/plans");

let admin = "";
let ended = "";

/** A customer with a running plan of this kind for this business: the plan's id. */
async function subscriber(plan: string, businessName: string): Promise<{ id: string; cookie: string }> {
  const cookie = await cookieFor(await createUser("USER"));
  return { id: await startedPlan(cookie, plan, { ...BUSINESS, businessName }), cookie };
}

beforeAll(async () => {
  admin = await adminCookie();
  await subscriber("basic", "Acme Plumbing");
  await subscriber("professional", "Bright Electric");
  await subscriber("premium", "Summit Roofing");
  const leaving = await subscriber("professional", '=HYPERLINK("x") Heating');
  ended = leaving.id;
  await cancelRoute(jsonRequest(`/api/plans/${ended}/cancel`, { cancel: true }, { headers: { cookie: leaving.cookie } }), idParams(ended));
  // One that never paid stays out of every list and number.
  await startPlan({ plan: "premium", business: { ...BUSINESS, businessName: "Never Paid Co" } }, await cookieFor(await createUser("USER")));
});
afterAll(stopJobs);

const get = (query = "", cookie = admin) => listRoute(new Request(`http://localhost/api/admin/subscribers${query}`, { headers: { cookie } }));
type Row = { businessName: string; plan: string; status: string; mrr: number };

describe("admin subscribers", () => {
  it("lists the plans that started, newest first, with plan, status and MRR contribution", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("4");
    const rows = (await response.json()) as Row[];
    expect(rows.map((row) => [row.businessName, row.plan, row.status, row.mrr])).toEqual([
      ['=HYPERLINK("x") Heating', "Professional", "canceled", 0],
      ["Summit Roofing", "Premium", "active", 49700],
      ["Bright Electric", "Professional", "active", 9700],
      ["Acme Plumbing", "Basic", "active", 4700],
    ]);
  });

  it("searches by business, plan or email", async () => {
    const rows = (await (await get("?q=summit")).json()) as Row[];
    expect(rows.map((row) => row.businessName)).toEqual(["Summit Roofing"]);
    expect(((await (await get("?q=professional")).json()) as Row[]).map((row) => row.businessName).sort()).toEqual([
      '=HYPERLINK("x") Heating',
      "Bright Electric",
    ]);
  });

  it("exports what matches as CSV, formulas neutralised", async () => {
    const response = await get("?format=csv");
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const csv = await response.text();
    expect(csv.split("\n")[0]).toContain("Business,Customer,Email,Phone,Trade,Service area,Website or domain,Plan,Status,Started,Ended,MRR (USD)");
    expect(csv).toContain("Summit Roofing");
    expect(csv).toContain("497.00");
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(csv).not.toContain("Never Paid Co");
  });

  it("counts MRR, active subscribers and the last 30 days' churn", async () => {
    expect(await subscriberStats()).toEqual({ mrr: 4700 + 9700 + 49700, activeSubscribers: 3, churned30Days: 1, churnRate30Days: 0.25 });
  });

  it("is for admins only", async () => {
    const customer = await cookieFor(await createUser("USER"));
    const refused = await get("", customer);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBeTruthy();
    expect((await get("", "")).status).toBe(401);
  });

  // Last: it moves the sandbox's clock for good.
  it("counts churn on the gateway's clock, as plans end on it: a month later in TEST MODE, the plan that ended is no longer recent churn", async () => {
    expect((await subscriberStats()).churned30Days).toBe(1);

    expect((await moveClock(31)).status).toBe(200);

    expect(await subscriberStats()).toEqual({ mrr: 4700 + 9700 + 49700, activeSubscribers: 3, churned30Days: 0, churnRate30Days: 0 });
  });
});
