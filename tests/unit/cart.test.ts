import { describe, expect, it, vi } from "vitest";
import { cartCount, cartReducer, cartTotal, parseStoredCart, type CartItem } from "@/lib/cart/cart";
import { cents } from "@/lib/money";
import { BLACK_TEE_LINE as tee } from "@/tests/support/cart-lines";

describe("cart", () => {
  it("joins product and variant ids into the line id", () => {
    const items = cartReducer([], { type: "add", item: tee });
    expect(items).toEqual([{ ...tee, id: "400000001-500000002" }]);
  });

  it("adds to the quantity of an existing line instead of a second line", () => {
    let items = cartReducer([], { type: "add", item: tee });
    items = cartReducer(items, { type: "add", item: { ...tee, quantity: 2 } });
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(3);
  });

  it("removes a line whose quantity is set to zero or less", () => {
    const items = cartReducer([], { type: "add", item: tee });
    expect(cartReducer(items, { type: "setQuantity", id: "400000001-500000002", quantity: 0 })).toEqual([]);
    expect(cartReducer(items, { type: "setQuantity", id: "400000001-500000002", quantity: -3 })).toEqual([]);
    expect(cartReducer(items, { type: "setQuantity", id: "400000001-500000002", quantity: 4 })[0]?.quantity).toBe(4);
  });

  it("removes one line and clears all", () => {
    let items = cartReducer([], { type: "add", item: tee });
    items = cartReducer(items, { type: "add", item: { ...tee, variantId: "500000003" } });
    expect(cartReducer(items, { type: "remove", id: "400000001-500000002" }).map((i) => i.id)).toEqual(["400000001-500000003"]);
    expect(cartReducer(items, { type: "clear" })).toEqual([]);
  });

  it("counts items and totals price times quantity in cents", () => {
    const items: CartItem[] = [
      { ...tee, id: "a", quantity: 3, priceCents: cents(10) },
      { ...tee, id: "b", quantity: 2, priceCents: cents(2499) },
    ];
    expect(cartCount(items)).toBe(5);
    expect(cartTotal(items)).toBe(5028);
  });

  it("logs and ignores a corrupt saved cart", () => {
    const onError = vi.fn();
    expect(parseStoredCart("{not json", onError)).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
    expect(parseStoredCart('{"a":1}', onError)).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("keeps the valid lines of a saved cart and drops malformed ones", () => {
    const saved = JSON.stringify([
      { ...tee, id: "x" },
      { id: "y", quantity: "lots" },
      null,
      { ...tee, id: "z", priceCents: 24.99 },
      { ...tee, id: "w", priceCents: -1 },
      { ...tee, id: "v", quantity: 2 ** 53 },
    ]);
    expect(parseStoredCart(saved).map((item) => item.id)).toEqual(["x"]);
  });

  it("reads a cart saved with prices in dollars, as carts were before cents, with the same prices", () => {
    // A missing priceCents is left out of the saved text, as the version before wrote it.
    const line = { ...tee, quantity: 2, priceCents: undefined };
    const saved = JSON.stringify([
      { ...line, id: "tee", price: 24.99 },
      { ...line, id: "sticker", price: 0.1 },
      { ...line, id: "cap", price: 19.9 },
      { ...line, id: "jacket", price: 64 },
      { ...line, id: "odd", price: 24.999 },
      { ...line, id: "negative", price: -5 },
    ]);
    const items = parseStoredCart(saved);
    expect(items.map(({ id, priceCents }) => ({ id, priceCents }))).toEqual([
      { id: "tee", priceCents: 2499 },
      { id: "sticker", priceCents: 10 },
      { id: "cap", priceCents: 1990 },
      { id: "jacket", priceCents: 6400 },
    ]);
    expect(items.every((item) => !("price" in item))).toBe(true);
    expect(cartTotal(items)).toBe(2 * (2499 + 10 + 1990 + 6400));
  });
});
