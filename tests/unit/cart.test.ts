import { describe, expect, it, vi } from "vitest";
import { cartCount, cartReducer, cartTotal, parseStoredCart, type CartItem } from "@/lib/cart/cart";
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

  it("counts items and totals price times quantity to the cent", () => {
    const items: CartItem[] = [
      { ...tee, id: "a", quantity: 3, price: 0.1 },
      { ...tee, id: "b", quantity: 2, price: 24.99 },
    ];
    expect(cartCount(items)).toBe(5);
    expect(cartTotal(items)).toBe(50.28);
  });

  it("logs and ignores a corrupt saved cart", () => {
    const onError = vi.fn();
    expect(parseStoredCart("{not json", onError)).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
    expect(parseStoredCart('{"a":1}', onError)).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("keeps the valid lines of a saved cart and drops malformed ones", () => {
    const saved = JSON.stringify([{ ...tee, id: "x" }, { id: "y", quantity: "lots" }, null]);
    expect(parseStoredCart(saved).map((item) => item.id)).toEqual(["x"]);
  });
});
