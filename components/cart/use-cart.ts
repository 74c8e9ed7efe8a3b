"use client";

import { useSyncExternalStore } from "react";
import { cartCount, cartTotal } from "@/lib/cart/cart";
import { cartStore } from "@/lib/cart/store";

export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  return { items, count: cartCount(items), total: cartTotal(items), dispatch: cartStore.dispatch };
}
