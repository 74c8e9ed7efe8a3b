import { beforeAll, describe, expect, it } from "vitest";
import { pricedProductsForSale } from "@/lib/merch";
import { prisma } from "@/lib/db";
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

describe("the store's cards (the offline catalogue)", () => {
  it("price each product from the variants a customer can buy, lowest and highest", async () => {
    await prisma.merchProduct.create({
      data: {
        id: 103,
        name: "RCI Hooded Sweatshirt",
        slug: "rci-hoodie",
        description: "",
        thumbnailUrl: "/merch/c.webp",
        variants: {
          create: [
            { id: 1004, name: "RCI Hooded Sweatshirt / Black / S", retailPrice: 4499, imageUrl: "/merch/c.webp" },
            { id: 1005, name: "RCI Hooded Sweatshirt / Black / 2XL", retailPrice: 4799, imageUrl: "/merch/c.webp" },
            // Sold out: a price nobody can pay is not the one the card starts from.
            { id: 1006, name: "RCI Hooded Sweatshirt / Black / XS", retailPrice: 3999, imageUrl: "/merch/c.webp", inStock: false },
          ],
        },
      },
    });
    const products = await pricedProductsForSale();
    expect(products.map(({ id, price }) => ({ id, price }))).toEqual([
      { id: 101, price: { min: 2499, max: 2499 } },
      { id: 103, price: { min: 4499, max: 4799 } },
    ]);
  });
});
