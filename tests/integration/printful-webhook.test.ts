import { afterAll, describe, expect, it } from "vitest";
import { startFakePrintful } from "@/tests/fakes/printful";

// This file's worker reads its environment once: fulfilment at a local fake Printful, whose
// webhooks come to /api/webhooks/printful?secret=…
const fake = await startFakePrintful();
const SECRET = "pf-webhook-secret-0123456789";
Object.assign(process.env, {
  MERCH_PROVIDER: "printful",
  PRINTFUL_TOKEN: "pf-test-token",
  PRINTFUL_API_URL: fake.url,
  PRINTFUL_WEBHOOK_SECRET: SECRET,
  JOB_RETRY_DELAY_SECONDS: "1",
});
const { POST: webhook } = await import("@/app/api/webhooks/printful/route");
const { externalOrderId } = await import("@/lib/orders/fulfilment");
const { emailsOf, orderOf, placeSandboxOrder, timeline } = await import("@/tests/support/orders");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

afterAll(async () => {
  await stopJobs();
  await fake.close();
});

const tee = { productId: "9001", variantId: "7001", quantity: 1 };

function deliver(body: unknown, secret: string | null = SECRET): Promise<Response> {
  const query = secret === null ? "" : `?secret=${encodeURIComponent(secret)}`;
  return webhook(
    new Request(`http://localhost/api/webhooks/printful${query}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const shipped = (orderId: number) => ({
  type: "package_shipped",
  created: 1_780_000_000,
  retries: 0,
  store: 1,
  data: { shipment: { carrier: "USPS", tracking_number: "forged" }, order: { id: 1, external_id: externalOrderId(orderId) } },
});

async function submittedOrder(): Promise<number> {
  const { orderId } = await placeSandboxOrder([tee]);
  await workJobsDueNow();
  expect((await orderOf(orderId)).fulfillmentStatus).toBe("submitted");
  return orderId;
}

describe("Printful's webhooks", () => {
  it("refuse a missing or wrong secret, and do nothing", async () => {
    const orderId = await submittedOrder();
    fake.ship(externalOrderId(orderId), { carrier: "UPS", tracking_number: "1Z999", tracking_url: "https://track.example/1Z999" });
    for (const secret of [null, "wrong", `${SECRET}x`]) {
      const response = await deliver(shipped(orderId), secret);
      expect(response.status).toBe(401);
      await errorOf(response);
    }
    await workJobsDueNow();
    expect((await orderOf(orderId)).fulfillmentStatus).toBe("submitted");
  });

  it("mark a shipped order shipped with the tracking Printful reports (not the payload's), and email the customer once", async () => {
    const orderId = await submittedOrder();
    fake.ship(externalOrderId(orderId), { carrier: "UPS", tracking_number: "1Z999", tracking_url: "https://track.example/1Z999" });
    expect((await deliver(shipped(orderId))).status).toBe(200);
    expect((await deliver(shipped(orderId))).status).toBe(200);
    await workJobsDueNow();
    await workJobsDueNow();
    expect(await orderOf(orderId)).toMatchObject({
      fulfillmentStatus: "shipped",
      status: "shipped",
      trackingCarrier: "UPS",
      trackingNumber: "1Z999",
      trackingUrl: "https://track.example/1Z999",
    });
    expect(await timeline(orderId, "fulfilment.shipped")).toHaveLength(1);
    expect(await emailsOf(orderId, "shipped")).toHaveLength(1);
  });

  it("mark an order Printful failed as failed, for the admin to retry", async () => {
    const orderId = await submittedOrder();
    fake.setStatus(externalOrderId(orderId), "failed");
    expect((await deliver({ type: "order_failed", data: { order: { external_id: externalOrderId(orderId) } } })).status).toBe(200);
    await workJobsDueNow();
    const order = await orderOf(orderId);
    expect(order.fulfillmentStatus).toBe("failed");
    expect(order.fulfillmentError).toMatch(/Printful reports the order failed/);
  });

  it("acknowledge events about orders that are not ours, and refuse what is not a webhook", async () => {
    expect(await (await deliver({ type: "package_shipped", data: { order: { external_id: "someone-else-1" } } })).json()).toEqual({
      received: true,
      orderId: null,
    });
    expect(await (await deliver({ type: "product_synced", data: {} })).json()).toEqual({ received: true, orderId: null });
    const garbage = await deliver(["not", "a", "webhook"]);
    expect(garbage.status).toBe(400);
    await errorOf(garbage);
  });
});
