"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { useCart } from "@/components/cart/use-cart";
import type { PaymentsProvider } from "./checkout-flow";

// The form and payment code loads once there is a cart to pay for: the page's first load is only
// this, and the skeleton and empty state come from the server.
const CheckoutFlow = lazy(() => import("./checkout-flow"));

type CheckoutProps = {
  provider: PaymentsProvider;
  publishableKey?: string;
  /** Server-rendered: what shows until React has read the cart, the skeleton while the form loads, the empty cart. */
  placeholder: ReactNode;
  skeleton: ReactNode;
  empty: ReactNode;
};

/** /checkout (docs/product.md#checkout): the empty cart or the checkout form; a placed order goes on to its confirmation page. */
export function Checkout({ provider, publishableKey, placeholder, skeleton, empty }: CheckoutProps) {
  const { items, loaded } = useCart();
  // Placing the order empties the cart: the skeleton holds the page until its confirmation opens.
  const [placed, setPlaced] = useState(false);

  if (!loaded) return placeholder;
  if (placed) return skeleton;
  if (items.length === 0) return empty;
  return (
    <Suspense fallback={skeleton}>
      <CheckoutFlow items={items} provider={provider} publishableKey={publishableKey} onPlaced={() => setPlaced(true)} />
    </Suspense>
  );
}
