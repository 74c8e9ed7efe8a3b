"use client";

import { useEffect, useImperativeHandle, useState } from "react";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { FieldError } from "@/components/forms/field-error";
import type { CardFormProps } from "./card-payment";

/**
 * Stripe's card field. Loaded with next/dynamic from the checkout only, and `@stripe/stripe-js/pure`
 * adds Stripe's script to the page when loadStripe is first called here, never on other pages.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

const CARD_STYLE = {
  base: { fontSize: "16px", color: "#0f1b2d", fontFamily: "Inter, system-ui, sans-serif", "::placeholder": { color: "#64748b" } },
  invalid: { color: "#dc2626", iconColor: "#dc2626" },
};

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  return (
    <Elements stripe={stripe}>
      <StripeCardField {...props} />
    </Elements>
  );
}

function StripeCardField({ paymentRef, onReadyChange, disabled }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [fieldReady, setFieldReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ready = Boolean(stripe && elements && fieldReady);
  useEffect(() => onReadyChange(ready), [ready, onReadyChange]);

  useImperativeHandle(
    paymentRef,
    () => ({
      async validate({ focus }) {
        if (complete) return true;
        setError((current) => current ?? "Enter your card details.");
        if (focus) elements?.getElement(CardElement)?.focus();
        return false;
      },
      async confirm(clientSecret, billing) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, error: "The card form is still loading. Please try again in a moment." };
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
        if (result.error) return { ok: false, error: result.error.message ?? "Your payment could not be completed. Please try again." };
        return { ok: true, status: result.paymentIntent.status };
      },
    }),
    [stripe, elements, complete],
  );

  return (
    <div className="grid gap-2">
      <span id="stripe-card-label" className="text-sm leading-none font-medium">
        Card details
      </span>
      <div
        role="group"
        aria-labelledby="stripe-card-label"
        aria-describedby={error ? "stripe-card-error" : undefined}
        className="flex min-h-11 items-center rounded-md border border-input bg-background px-3 py-2.5 shadow-xs focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/30 aria-disabled:opacity-50"
        aria-disabled={disabled || undefined}
      >
        {!fieldReady && <span className="text-sm text-muted-foreground">Loading secure card field...</span>}
        <CardElement
          className={fieldReady ? "w-full" : "sr-only"}
          options={{ hidePostalCode: true, disabled, style: CARD_STYLE }}
          onReady={() => setFieldReady(true)}
          onChange={(event) => {
            setComplete(event.complete);
            setError(event.error?.message ?? null);
          }}
        />
      </div>
      <FieldError id="stripe-card-error" message={error ?? undefined} />
    </div>
  );
}
