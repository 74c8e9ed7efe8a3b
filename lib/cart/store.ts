import { cartReducer, parseStoredCart, type CartAction, type CartItem } from "./cart";

/**
 * The browser's cart: one list shared by every component, saved to local storage on every
 * change and loaded from it on first use. Subscribe with useSyncExternalStore.
 */
export const CART_STORAGE_KEY = "viralize.cart.v1";

const EMPTY: CartItem[] = [];
let items: CartItem[] | null = null;
const listeners = new Set<() => void>();

function load(): CartItem[] {
  if (items === null) {
    items = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY), (error) =>
      console.error("Ignoring a saved cart that could not be read:", error),
    );
  }
  return items;
}

export const cartStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      items = null; // another tab changed it: read it again
      listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
  getSnapshot: (): CartItem[] => load(),
  getServerSnapshot: (): CartItem[] => EMPTY,
  dispatch(action: CartAction): void {
    items = cartReducer(load(), action);
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch (error) {
      console.error("The cart could not be saved:", error);
    }
    listeners.forEach((listener) => listener());
  },
};
