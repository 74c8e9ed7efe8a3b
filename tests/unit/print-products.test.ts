import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRINT_PRODUCTS, findPrintProduct, percentSaved } from "@/lib/content/print-products";

/** docs/product.md#print-shop: price, original price (in cents) and what the price buys, per product. */
const ROWS = [
  {
    id: "business-cards",
    title: "Business Cards",
    priceCents: 8900,
    originalPriceCents: 12000,
    turnaround: "3-5 business days",
    quantity: "500 cards",
    saved: 26,
  },
  { id: "flyers", title: "Service Flyers", priceCents: 12900, originalPriceCents: 17900, turnaround: "5-7 business days", quantity: "1000 flyers", saved: 28 },
  {
    id: "door-hangers",
    title: "Door Hangers",
    priceCents: 14900,
    originalPriceCents: 19900,
    turnaround: "7-10 business days",
    quantity: "1500 door hangers",
    saved: 25,
  },
  { id: "brochures", title: "Brochures", priceCents: 16900, originalPriceCents: 22900, turnaround: "5-7 business days", quantity: "500 brochures", saved: 26 },
  { id: "postcards", title: "Postcards", priceCents: 9900, originalPriceCents: 13900, turnaround: "3-5 business days", quantity: "1000 postcards", saved: 29 },
  {
    id: "yard-signs",
    title: "Yard Signs",
    priceCents: 19900,
    originalPriceCents: 25900,
    turnaround: "7-10 business days",
    quantity: "10 signs at 24x18 in",
    saved: 23,
  },
] as const;

describe("print products", () => {
  it("lists the six print products in order with their prices, turnaround and quantity", () => {
    expect(
      PRINT_PRODUCTS.map(({ id, title, priceCents, originalPriceCents, turnaround, quantity }) => ({
        id,
        title,
        priceCents,
        originalPriceCents,
        turnaround,
        quantity,
      })),
    ).toEqual(
      ROWS.map(({ id, title, priceCents, originalPriceCents, turnaround, quantity }) => ({ id, title, priceCents, originalPriceCents, turnaround, quantity })),
    );
  });

  it.each(ROWS)("$id saves $saved% ($priceCents against $originalPriceCents cents)", ({ id, saved }) => {
    const product = findPrintProduct(id);
    expect(product).toBeDefined();
    expect(percentSaved(product!)).toBe(saved);
  });

  it("rounds (original - price) / original to a whole percent", () => {
    expect(percentSaved({ priceCents: 8900, originalPriceCents: 12000 })).toBe(26); // 25.83
    expect(percentSaved({ priceCents: 12900, originalPriceCents: 17900 })).toBe(28); // 27.93
    expect(percentSaved({ priceCents: 14900, originalPriceCents: 19900 })).toBe(25); // 25.13
    expect(percentSaved({ priceCents: 16900, originalPriceCents: 22900 })).toBe(26); // 26.20
    expect(percentSaved({ priceCents: 9900, originalPriceCents: 13900 })).toBe(29); // 28.78
    expect(percentSaved({ priceCents: 19900, originalPriceCents: 25900 })).toBe(23); // 23.17
    expect(percentSaved({ priceCents: 5000, originalPriceCents: 10000 })).toBe(50);
    expect(percentSaved({ priceCents: 10000, originalPriceCents: 10000 })).toBe(0);
  });

  it("marks exactly one product as Most Popular and gives each a local image", () => {
    expect(PRINT_PRODUCTS.filter((product) => product.popular).map((product) => product.id)).toEqual(["business-cards"]);
    for (const product of PRINT_PRODUCTS) {
      expect(product.image).toBe(`/print/${product.id}.webp`);
      const file = statSync(path.join(process.cwd(), "public", product.image));
      expect(file.size, product.image).toBeLessThan(40 * 1024);
    }
  });

  it("finds nothing for an unknown or missing id", () => {
    expect(findPrintProduct("vehicle-decals")).toBeUndefined();
    expect(findPrintProduct(null)).toBeUndefined();
    expect(findPrintProduct(undefined)).toBeUndefined();
  });
});
