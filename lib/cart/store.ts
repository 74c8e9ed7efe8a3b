import { readAfterHydration } from "@/lib/browser/read-after-hydration";
import { cartReducer, parseStoredCart, type CartAction, type CartItem } from "./cart";

/**
 * The browser's cart: one list shared by every component, saved to local storage on every
 * change. Subscribe with useSyncExternalStore: the snapshot is null until the saved cart has been
 * read, just after hydration, when this page also starts following other tabs' changes to it.
 */
export const CART_STORAGE_KEY = "viralize.cart.v1";

/** The empty cart: one list, so an empty cart read again is no change to re-render for. */
export const NO_ITEMS: CartItem[] = [];

function readStored(): CartItem[] {
  const stored = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY), (error) =>
    console.error("Ignoring a saved cart that could not be read:", error),
  );
  return stored.length > 0 ? stored : NO_ITEMS;
}

const cart = readAfterHydration<CartItem[] | null>(null, (current) => {
  window.addEventListener("storage", (event) => {
    if (event.key === CART_STORAGE_KEY) cart.set(readStored());
  });
  return current ?? readStored();
});

export const cartStore = {
  subscribe: cart.subscribe,
  getSnapshot: cart.getSnapshot,
  getServerSnapshot: cart.getServerSnapshot,
  dispatch(action: CartAction): void {
    const items = cartReducer(cart.getSnapshot() ?? readStored(), action);
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch (error) {
      console.error("The cart could not be saved:", error);
    }
    cart.set(items);
  },
};
