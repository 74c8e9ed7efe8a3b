"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { useCart } from "@/components/cart/use-cart";
import type { PaymentsProvider } from "./checkout-flow";
import type { Confirmation } from "./order-confirmation";

// The form, payment and confirmation code loads once there is a cart to pay for: the page's
// first load is only this, and the skeleton and empty state come from the server.
const CheckoutFlow = lazy(() => import("./checkout-flow"));

type CheckoutProps = {
  provider: PaymentsProvider;
  publishableKey?: string;
  /** Server-rendered: what shows until React has read the cart, the skeleton while the form loads, the empty cart. */
  placeholder: ReactNode;
  skeleton: ReactNode;
  empty: ReactNode;
};

/** /checkout (docs/product.md#checkout): the empty cart, the checkout form, or the confirmation of the order just placed. */
export function Checkout({ provider, publishableKey, placeholder, skeleton, empty }: CheckoutProps) {
  const { items, loaded } = useCart();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  if (!loaded) return placeholder;
  // Placing the order empties the cart: the confirmation stays.
  if (!confirmation && items.length === 0) return empty;
  return (
    <Suspense fallback={skeleton}>
      <CheckoutFlow items={items} provider={provider} publishableKey={publishableKey} confirmation={confirmation} onConfirmed={setConfirmation} />
    </Suspense>
  );
}
