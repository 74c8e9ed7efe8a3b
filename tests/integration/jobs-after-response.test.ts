import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Next's after() as a request sees it: its tasks are held here and run "once the response has
// gone" by runAfterResponse(); outside a request the real one refuses, and tests would see nothing.
const afterTasks = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void afterTasks.push(task),
}));

// This file's worker reads its environment once: sandbox payments, the offline catalogue and fulfilment.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", MERCH_PROVIDER: "offline" });
const { POST: refundRoute } = await import("@/app/api/admin/orders/[id]/refund/route");
const { POST: cancelRoute } = await import("@/app/api/admin/orders/[id]/cancel/route");
const { POST: contactRoute } = await import("@/app/api/contact-inquiries/route");
const { prisma } = await import("@/lib/db");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { adminCookie, adminPost, emailsOf, idParams, placeSandboxOrder } = await import("@/tests/support/orders");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { jsonRequest } = await import("@/tests/support/requests");

/** Runs what the requests so far left for after their responses, tasks they add included. */
async function runAfterResponse(): Promise<void> {
  for (let task = afterTasks.shift(); task; task = afterTasks.shift()) await task();
}

let admin = "";
let keys = 0;
const requestKey = () => `after-response-${++keys}`;

beforeAll(async () => {
  await seedTestCatalogue();
  admin = await adminCookie();
});
beforeEach(() => {
  afterTasks.length = 0;
});
afterAll(stopJobs);

async function paidOrder(): Promise<number> {
  const { orderId } = await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 2 }]);
  await workJobsDueNow();
  // Only what the admin's request leaves counts below.
  afterTasks.length = 0;
  return orderId;
}

describe("a job's first attempt, right after the response of the request that enqueued it", () => {
  it("emails a contact inquiry to the team", async () => {
    const response = await contactRoute(
      jsonRequest("/api/contact-inquiries", {
        firstName: "Dana",
        lastName: "Ortiz",
        businessName: "Ortiz Plumbing",
        email: "dana@ortizplumbing.test",
        phone: "(555) 201-7788",
        tradeType: "Plumber",
        message: "We need a site that takes emergency calls.",
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await prisma.outgoingEmail.count({ where: { dedupeKey: { equals: `contact-inquiry-${id}` } } })).toBe(0);

    await runAfterResponse();
    expect(await prisma.outgoingEmail.count({ where: { dedupeKey: { equals: `contact-inquiry-${id}` } } })).toBe(1);
  });

  it("tells the customer about a refund the admin made", async () => {
    const orderId = await paidOrder();
    const response = await refundRoute(
      adminPost(`/api/admin/orders/${orderId}/refund`, admin, { amount: 1000, reason: "Print was smudged", requestKey: requestKey() }),
      idParams(orderId),
    );
    expect(response.status).toBe(200);

    await runAfterResponse();
    expect(await emailsOf(orderId, "refunded")).toHaveLength(1);
  });

  it("tells the customer their order was cancelled", async () => {
    const orderId = await paidOrder();
    const response = await cancelRoute(
      adminPost(`/api/admin/orders/${orderId}/cancel`, admin, { reason: "Customer asked", requestKey: requestKey() }),
      idParams(orderId),
    );
    expect(response.status).toBe(200);

    await runAfterResponse();
    expect(await emailsOf(orderId, "cancelled")).toHaveLength(1);
  });
});
