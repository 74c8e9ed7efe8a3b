"use client";

import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toasterMounted } from "./toast";

/**
 * docs/product.md#toasts: one toast at a time, 5000 ms, dismissed by swiping right, F8 focuses the region.
 * Loaded by <Toaster> when the first toast is asked for (components/ui/toast.ts).
 */
export function SonnerToaster() {
  // Runs after Sonner's own effect has subscribed to toasts, so none asked for meanwhile is lost.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      // At the top, under the sticky header: the bottom holds the chat bubble and the cart's Proceed to Checkout.
      position="top-center"
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
