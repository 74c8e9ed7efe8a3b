import { cartReducer, parseStoredCart, type CartAction, type CartItem } from "./cart";

/**
 * The browser's cart: one list shared by every component, saved to local storage on every
 * change. Subscribe with useSyncExternalStore: the snapshot is null until the saved cart is read.
 *
 * That read waits for a task of its own after the first subscriber, which React adds while it
 * hydrates the page. Opening local storage, and listening to it for other tabs, waits on the
 * browser process; in hydration's task it made that task the page's longest on a slow phone.
 */
export const CART_STORAGE_KEY = "viralize.cart.v1";

const EMPTY: CartItem[] = [];
let items: CartItem[] | null = null;
const listeners = new Set<() => void>();
let cancelRead: (() => void) | null = null;

function readStored(): CartItem[] {
  const stored = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY), (error) =>
    console.error("Ignoring a saved cart that could not be read:", error),
  );
  // One empty list, so an empty cart read again is no change to re-render for.
  return stored.length > 0 ? stored : EMPTY;
}

function notify() {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key !== CART_STORAGE_KEY) return;
  items = readStored(); // another tab changed it
  notify();
}

function startReading() {
  const timer = window.setTimeout(() => {
    window.addEventListener("storage", onStorage);
    items ??= readStored();
    notify();
  }, 0);
  cancelRead = () => {
    window.clearTimeout(timer);
    window.removeEventListener("storage", onStorage);
  };
}

export const cartStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!cancelRead) startReading();
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || !cancelRead) return;
      cancelRead();
      cancelRead = null;
    };
  },
  getSnapshot: (): CartItem[] | null => items,
  getServerSnapshot: (): CartItem[] | null => null,
  dispatch(action: CartAction): void {
    items = cartReducer(items ?? readStored(), action);
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch (error) {
      console.error("The cart could not be saved:", error);
    }
    notify();
  },
};
