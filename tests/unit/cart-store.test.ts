import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/lib/cart/cart";
import { BLACK_TEE_LINE } from "@/tests/support/cart-lines";

const SAVED: CartItem = { ...BLACK_TEE_LINE, id: "400000001-500000002", quantity: 2 };

/** The browser's window as the store uses it: its local storage, its storage events and its timer. */
class TestWindow extends EventTarget {
  readonly saved = new Map<string, string>();
  readonly reads: string[] = [];
  readonly localStorage = {
    getItem: (key: string) => {
      this.reads.push(key);
      return this.saved.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void this.saved.set(key, value),
  };
  setTimeout = (run: () => void, ms?: number) => setTimeout(run, ms);

  /** Another tab saved `value` under `key`. */
  changedElsewhere(key: string, value: string) {
    this.saved.set(key, value);
    this.dispatchEvent(Object.assign(new Event("storage"), { key }));
  }
}

let browser: TestWindow;

/** A fresh store module (it keeps one cart per page) in a browser whose saved cart is `saved`. */
async function openPage(saved?: CartItem[] | string) {
  browser = new TestWindow();
  vi.stubGlobal("window", browser);
  vi.resetModules();
  const { cartStore, CART_STORAGE_KEY } = await import("@/lib/cart/store");
  if (saved) browser.saved.set(CART_STORAGE_KEY, typeof saved === "string" ? saved : JSON.stringify(saved));
  return { cartStore, key: CART_STORAGE_KEY };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's cart store", () => {
  it("reads the saved cart in a task after the first subscriber, not while it subscribes", async () => {
    const { cartStore } = await openPage([SAVED]);
    const changed = vi.fn();
    cartStore.subscribe(changed);
    expect(browser.reads).toEqual([]);
    expect(cartStore.getSnapshot()).toBeNull();

    await vi.runAllTimersAsync();
    expect(cartStore.getSnapshot()).toEqual([SAVED]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("gives the same empty list each time an empty cart is read, so there is nothing to re-render", async () => {
    const { cartStore, key } = await openPage();
    cartStore.subscribe(() => {});
    await vi.runAllTimersAsync();
    const first = cartStore.getSnapshot();
    expect(first).toEqual([]);

    browser.changedElsewhere(key, "[]");
    expect(cartStore.getSnapshot()).toBe(first);
  });

  it("adds to the saved lines when something is added before they were read", async () => {
    const { cartStore } = await openPage([SAVED]);
    cartStore.dispatch({ type: "add", item: { ...SAVED, quantity: 1 } });
    expect(cartStore.getSnapshot()?.map((item) => item.quantity)).toEqual([3]);

    // The read that follows hydration keeps what is already in hand.
    cartStore.subscribe(() => {});
    await vi.runAllTimersAsync();
    expect(cartStore.getSnapshot()?.map((item) => item.quantity)).toEqual([3]);
  });

  it("reads a cart saved in dollars by the version before, and saves it back in cents", async () => {
    const { cartStore, key } = await openPage(JSON.stringify([{ ...SAVED, priceCents: undefined, price: 24.99 }]));
    cartStore.subscribe(() => {});
    await vi.runAllTimersAsync();
    expect(cartStore.getSnapshot()).toEqual([SAVED]);

    cartStore.dispatch({ type: "setQuantity", id: SAVED.id, quantity: 3 });
    expect(JSON.parse(browser.saved.get(key)!)).toEqual([{ ...SAVED, quantity: 3 }]);
  });

  it("follows another tab's changes to the saved cart once it has read it", async () => {
    const { cartStore, key } = await openPage();
    const changed = vi.fn();
    cartStore.subscribe(changed);
    await vi.runAllTimersAsync();
    changed.mockClear();

    browser.changedElsewhere(key, JSON.stringify([SAVED]));
    expect(cartStore.getSnapshot()).toEqual([SAVED]);
    expect(changed).toHaveBeenCalledTimes(1);

    browser.changedElsewhere("some-other-key", "x");
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
