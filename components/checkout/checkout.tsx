"use client";

import { lazy, Suspense, use, useState, type ReactNode } from "react";
import { useCart } from "@/components/cart/use-cart";
import type { CheckoutFlowProps } from "./checkout-flow";
import { loadPaymentSettings } from "./payment-settings";

// The form and payment code loads once there is a cart to pay for: the page's first load is only
// this, and the skeleton and empty state come from the server.
const loadFlow = () => import("./checkout-flow");
const CheckoutFlow = lazy(loadFlow);

type CheckoutProps = {
  /** Server-rendered: what shows until React has read the cart, the skeleton while the form loads, the empty cart. */
  placeholder: ReactNode;
  skeleton: ReactNode;
  empty: ReactNode;
};

/** /checkout (docs/product.md#checkout): the empty cart or the checkout form; a placed order goes on to its confirmation page. */
export function Checkout({ placeholder, skeleton, empty }: CheckoutProps) {
  const { items, loaded } = useCart();
  // Placing the order empties the cart: the skeleton holds the page until its confirmation opens.
  const [placed, setPlaced] = useState(false);

  if (!loaded) return placeholder;
  if (placed) return skeleton;
  if (items.length === 0) return empty;
  return (
    <Suspense fallback={skeleton}>
      <CheckoutWithSettings items={items} onPlaced={() => setPlaced(true)} />
    </Suspense>
  );
}

/** The flow with the running server's payment settings, asked for beside its code (the page is prerendered). */
function CheckoutWithSettings(props: Omit<CheckoutFlowProps, "provider" | "publishableKey">) {
  // The flow's code loads while the settings are on their way, not after them.
  void loadFlow();
  const { provider, publishableKey } = use(loadPaymentSettings());
  return <CheckoutFlow {...props} provider={provider} publishableKey={publishableKey ?? undefined} />;
}
