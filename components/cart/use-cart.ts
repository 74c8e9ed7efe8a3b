"use client";

import { useSyncExternalStore } from "react";
import { cartCount, cartTotal } from "@/lib/cart/cart";
import { cartStore, NO_ITEMS } from "@/lib/cart/store";

/** The browser's cart; `loaded` is false (and the cart empty) until its saved lines have been read. */
export function useCart() {
  const stored = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const items = stored ?? NO_ITEMS;
  return { items, loaded: stored !== null, count: cartCount(items), total: cartTotal(items), dispatch: cartStore.dispatch };
}
