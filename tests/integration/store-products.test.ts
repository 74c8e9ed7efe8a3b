import { beforeAll, describe, expect, it } from "vitest";
import { productRequest, seedTestCatalogue } from "@/tests/support/catalogue";
import { errorOf } from "@/tests/support/requests";

const NOT_FOUND = "Product Not Found - The product you're looking for doesn't exist.";

beforeAll(seedTestCatalogue);

describe("GET /api/printful/products/{id} (the offline catalogue)", () => {
  it("answers a product on sale with its variants", async () => {
    const response = await productRequest("101");
    expect(response.status).toBe(200);
    const product = (await response.json()) as { sync_product: { id: number }; sync_variants: unknown[] };
    expect(product.sync_product.id).toBe(101);
    expect(product.sync_variants).toHaveLength(2);
  });

  it.each([
    ["an ignored product", "102"],
    ["an unknown product", "999"],
    ["a Printful-sized id no offline product has", "999999999999"],
  ])("answers %s with the spec's 404", async (_, id) => {
    const response = await productRequest(id);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(NOT_FOUND);
  });

  it.each(["abc", "-1", "1.5", "1e3", "", "1234567890123"])("refuses the id %j with a 400 that says what an id is", async (id) => {
    const response = await productRequest(id);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("Product id must be a positive whole number.");
  });
});
