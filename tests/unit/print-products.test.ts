import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRINT_PRODUCTS, findPrintProduct, percentSaved } from "@/lib/content/print-products";

/** SPEC §9: price, original price and what the price buys, per product. */
const SPEC = [
  { id: "business-cards", title: "Business Cards", price: 89, originalPrice: 120, turnaround: "3-5 business days", quantity: "500 cards", saved: 26 },
  { id: "flyers", title: "Service Flyers", price: 129, originalPrice: 179, turnaround: "5-7 business days", quantity: "1000 flyers", saved: 28 },
  { id: "door-hangers", title: "Door Hangers", price: 149, originalPrice: 199, turnaround: "7-10 business days", quantity: "1500 door hangers", saved: 25 },
  { id: "brochures", title: "Brochures", price: 169, originalPrice: 229, turnaround: "5-7 business days", quantity: "500 brochures", saved: 26 },
  { id: "postcards", title: "Postcards", price: 99, originalPrice: 139, turnaround: "3-5 business days", quantity: "1000 postcards", saved: 29 },
  { id: "yard-signs", title: "Yard Signs", price: 199, originalPrice: 259, turnaround: "7-10 business days", quantity: "10 signs at 24x18 in", saved: 23 },
] as const;

describe("print products", () => {
  it("lists the six SPEC §9 products in order with their prices, turnaround and quantity", () => {
    expect(PRINT_PRODUCTS.map(({ id, title, price, originalPrice, turnaround, quantity }) => ({ id, title, price, originalPrice, turnaround, quantity }))).toEqual(
      SPEC.map(({ id, title, price, originalPrice, turnaround, quantity }) => ({ id, title, price, originalPrice, turnaround, quantity })),
    );
  });

  it.each(SPEC)("$id saves $saved% ($price against $originalPrice)", ({ id, saved }) => {
    const product = findPrintProduct(id);
    expect(product).toBeDefined();
    expect(percentSaved(product!)).toBe(saved);
  });

  it("rounds (original - price) / original to a whole percent", () => {
    expect(percentSaved({ price: 89, originalPrice: 120 })).toBe(26); // 25.83
    expect(percentSaved({ price: 129, originalPrice: 179 })).toBe(28); // 27.93
    expect(percentSaved({ price: 149, originalPrice: 199 })).toBe(25); // 25.13
    expect(percentSaved({ price: 169, originalPrice: 229 })).toBe(26); // 26.20
    expect(percentSaved({ price: 99, originalPrice: 139 })).toBe(29); // 28.78
    expect(percentSaved({ price: 199, originalPrice: 259 })).toBe(23); // 23.17
    expect(percentSaved({ price: 50, originalPrice: 100 })).toBe(50);
    expect(percentSaved({ price: 100, originalPrice: 100 })).toBe(0);
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
