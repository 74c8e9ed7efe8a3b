import { describe, expect, it } from "vitest";
import { cents } from "@/lib/money";
import { formatPriceRange, priceRangeOf } from "@/lib/merch/price-range";

describe("a product's price range", () => {
  const variant = (price: number | null, inStock = true) => ({ price: price === null ? null : cents(price), inStock });

  it("starts from the lowest price a customer can pay now", () => {
    expect(priceRangeOf([variant(2699), variant(2499), variant(1999, false)])).toEqual({ min: 2499, max: 2699 });
  });

  it("falls back to every variant's prices when none is in stock, and is null without any price", () => {
    expect(priceRangeOf([variant(1999, false), variant(2199, false)])).toEqual({ min: 1999, max: 2199 });
    expect(priceRangeOf([variant(null), variant(0)])).toBeNull();
    expect(priceRangeOf([])).toBeNull();
  });

  it("reads 'From $24.99' when the variants differ and the price itself when they do not", () => {
    expect(formatPriceRange({ min: cents(2499), max: cents(2699) })).toBe("From $24.99");
    expect(formatPriceRange({ min: cents(1999), max: cents(1999) })).toBe("$19.99");
  });
});
