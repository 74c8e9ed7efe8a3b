import { afterEach, describe, expect, it } from "vitest";
import { printfulClient } from "@/lib/merch/printful";
import { startFakePrintful } from "@/tests/fakes/printful";
import type { FakeServer } from "@/tests/fakes/http-server";

let fake: FakeServer | undefined;
afterEach(async () => fake?.close());

const client = (url: string) => printfulClient({ baseUrl: url, token: "pf-test-token", storeId: "1", cacheSeconds: 60 });

describe("Printful, live", () => {
  it("reads the store, the product list and a product in the spec's shapes", async () => {
    fake = await startFakePrintful();
    const { catalogue } = client(fake.url);
    expect(await catalogue.store()).toEqual({ name: "RCI & Friends Store", website: "https://shop.example" });
    expect(await catalogue.products()).toEqual([
      { id: 9001, name: "RCI Work Tee", thumbnail_url: "https://files.example/rci-tee.png", variants: 2, is_ignored: false },
      { id: 9002, name: "Hidden Sample", thumbnail_url: "https://files.example/rci-tee.png", variants: 2, is_ignored: true },
    ]);
    const detail = await catalogue.product(9001);
    expect(detail?.sync_product).toMatchObject({ id: 9001, name: "RCI Work Tee", description: "Heavyweight tee.", is_ignored: false });
    expect(detail?.sync_variants[0]).toEqual({
      id: 7001,
      name: "RCI Work Tee / Black / M",
      retail_price: "21.50",
      currency: "USD",
      synced: true,
      size: "M",
      color: "Black",
      files: [{ type: "preview", preview_url: "https://files.example/black-preview.png" }],
      product: { image: "https://files.example/black.png" },
    });
    expect(await catalogue.product(12345)).toBeNull();
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer pf-test-token");
    expect(fake.requests[0]?.headers["x-pf-store-id"]).toBe("1");
  });

  it("prices products from their variants, the list itself having no prices", async () => {
    fake = await startFakePrintful();
    const { catalogue } = client(fake.url);
    // 9001's in-stock variant is $21.50; 12345 does not exist.
    expect(await catalogue.priceRanges([9001, 12345])).toEqual(new Map([[9001, { min: 2150, max: 2150 }]]));
  });

  it("keeps answers briefly instead of asking again", async () => {
    fake = await startFakePrintful();
    const { catalogue } = client(fake.url);
    await catalogue.products();
    await catalogue.products();
    expect(fake.requests.filter((r) => r.path === "/store/products")).toHaveLength(1);
  });

  it("retries a 429 and a 503, then succeeds", async () => {
    fake = await startFakePrintful({
      failFirst: [
        { status: 429, headers: { "retry-after": "1" }, json: { code: 429, result: "Too many requests" } },
        { status: 503, json: { code: 503 } },
      ],
    });
    expect((await client(fake.url).catalogue.store()).name).toBe("RCI & Friends Store");
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up with a clear 502 when Printful keeps failing", async () => {
    fake = await startFakePrintful({
      failFirst: Array.from({ length: 4 }, () => ({ status: 500, json: { code: 500, error: { message: "Internal error" } } })),
    });
    await expect(client(fake.url).catalogue.products()).rejects.toMatchObject({ status: 502, message: expect.stringContaining("unavailable right now") });
  });

  it("gives up with a clear 504, without retrying, when Printful does not answer in time", async () => {
    fake = await startFakePrintful({ failFirst: [{ delayMs: 400 }] });
    const slow = printfulClient({ baseUrl: fake.url, token: "t", retries: 1, timeoutMs: 100 });
    await expect(slow.catalogue.store()).rejects.toMatchObject({ status: 504 });
    expect(fake.requests).toHaveLength(1);
  });

  it("submits an order for fulfilment", async () => {
    fake = await startFakePrintful();
    const reference = await client(fake.url).createOrder({
      externalId: "order-42",
      recipient: { name: "Joe Mason", address1: "1 Brick Rd", city: "Austin", state_code: "TX", country_code: "US", zip: "73301", email: "joe@mason.test" },
      items: [{ sync_variant_id: 7001, quantity: 2, retail_price: "21.50" }],
    });
    expect(reference).toBe("55501");
    const sent = fake.requests.find((r) => r.method === "POST")!;
    expect(sent.path).toBe("/orders");
    expect(sent.query.get("confirm")).toBe("true");
    expect(JSON.parse(sent.body)).toMatchObject({
      external_id: "order-42",
      recipient: { country_code: "US" },
      items: [{ sync_variant_id: 7001, quantity: 2 }],
    });
  });
});
