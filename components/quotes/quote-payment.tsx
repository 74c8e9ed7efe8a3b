"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { CreditCard, LoaderCircle, Lock } from "lucide";
import type { CardPayment } from "@/components/checkout/card-payment";
import { SandboxCardForm } from "@/components/checkout/sandbox-card-form";
import { ADDRESS_FIELDS, type GridFieldSpec } from "@/components/forms/address-fields";
import { Field } from "@/components/forms/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { registerWithValue } from "@/components/forms/register-with-value";
import { inputAttributes } from "@/components/forms/text-field-spec";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { formatCents } from "@/lib/money";
import type { ShippingAddress, ShippingAddressInput } from "@/lib/validation/print-quote";
import { confirmQuotePayment, openQuotePayment } from "./quote-api";

const StripeCardForm = lazy(() => import("@/components/checkout/stripe-card-form"));

const PAYMENT_FAILED = "Payment Failed";

const shippingSchema = lazyZodResolver<ShippingAddressInput, ShippingAddress>(() =>
  import("@/lib/validation/print-quote").then((module) => module.shippingAddressSchema),
);

const SHIPPING_FIELDS: Omit<GridFieldSpec<keyof ShippingAddressInput>, "span">[] = [
  { name: "name", label: "Name", autoComplete: "name", required: true },
  ...ADDRESS_FIELDS,
];

// The form sits in a narrow column beside the quote on wide screens, so it keeps two columns on
// every screen (not the checkout's six): state and ZIP side by side, every other field a line of its own.
const spanOf = (name: keyof ShippingAddressInput) => (name === "state" || name === "zip" ? "col-span-1" : "col-span-2");

type Props = {
  token: string;
  total: number;
  shipTo: ShippingAddress;
  payer: { name: string; email: string };
  provider: "sandbox" | "stripe";
  publishableKey?: string;
};

/**
 * "Accept and pay": where to ship the job (prefilled from the request), then the checkout's own
 * card form (TEST MODE or Stripe's). The server opens the quote's one payment for its stored
 * total, the card confirms it here, and the server turns it into the print order, which keeps
 * the address. A second click while one is under way does nothing.
 */
export function QuotePayment({ token, total, shipTo, payer, provider, publishableKey }: Props) {
  const router = useRouter();
  const formId = useId();
  const paymentRef = useRef<CardPayment | null>(null);
  const inFlight = useRef(false);
  const [cardReady, setCardReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const onCardReady = useCallback((ready: boolean) => setCardReady(ready), []);
  const form = useForm<ShippingAddressInput, unknown, ShippingAddress>({ resolver: shippingSchema.resolver, defaultValues: shipTo });
  const { errors } = form.formState;

  async function pay(shipping: ShippingAddress) {
    const opened = await openQuotePayment(token, { ...shipping, state: shipping.state.toUpperCase() });
    if (!opened.ok) {
      toast.error(PAYMENT_FAILED, { description: opened.error ?? "We couldn't start your payment. Please try again." });
      // Paid from another tab, expired or withdrawn meanwhile: show the quote as it is now.
      if (opened.status === 409 || opened.status === 410 || opened.status === 404) router.refresh();
      return;
    }
    const result = await paymentRef.current!.confirm(opened.data.clientSecret, payer);
    if (!result.ok) return toast.error(PAYMENT_FAILED, { description: result.error });
    const confirmed = await confirmQuotePayment(token);
    if (!confirmed.ok) {
      toast.error(PAYMENT_FAILED, { description: confirmed.error ?? "Please try again: you won't be charged twice." });
      // Refused (paid already, or withdrawn): the card was released, and the page shows why.
      if (confirmed.status === 409) router.refresh();
      return;
    }
    toast.success("Thank you!", { description: confirmed.data.message });
    router.refresh();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || !cardReady) return;
    inFlight.current = true;
    try {
      await form.handleSubmit(
        async (shipping) => {
          if (!(await paymentRef.current?.validate({ focus: true }))) return;
          setProcessing(true);
          await pay(shipping);
        },
        () => void paymentRef.current?.validate({ focus: false }),
      )(event);
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={shippingSchema.prefetch}
      noValidate
      aria-labelledby="quote-pay-title"
      className="rounded-lg border border-border bg-card shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
        <Icon icon={CreditCard} aria-hidden className="size-5 text-primary" />
        <h2 id="quote-pay-title" className="text-lg font-semibold">
          Accept and pay
        </h2>
      </div>
      <div className="grid gap-6 px-4 py-6 sm:px-6">
        <fieldset className="grid gap-4" disabled={processing}>
          <legend className="mb-1 font-semibold text-ink">Ship to</legend>
          <p className="text-sm text-muted-foreground">We filled this in from your request. Change anything that isn&apos;t where the job should go.</p>
          <div className="grid grid-cols-2 gap-x-4 gap-y-5">
            {SHIPPING_FIELDS.map((field) => (
              <Field
                key={field.name}
                id={`${formId}-${field.name}`}
                label={field.label}
                required={field.required}
                error={errors[field.name]?.message}
                className={spanOf(field.name)}
              >
                {(control) => <Input {...inputAttributes(field)} className={field.className} {...control} {...registerWithValue(form, field.name)} />}
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-1 font-semibold text-ink">Card</legend>
          {provider === "sandbox" ? (
            <SandboxCardForm paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
          ) : publishableKey ? (
            <Suspense fallback={<div className="h-11 w-full animate-pulse rounded-md bg-muted" />}>
              <StripeCardForm publishableKey={publishableKey} paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
            </Suspense>
          ) : (
            <p className="text-sm text-destructive">Card payments aren&apos;t set up on this site yet. Please call us to pay for your quote.</p>
          )}
        </fieldset>
        <div className="grid gap-4">
          <button type="submit" className={`${buttonVariants({ size: "lg" })} w-full`} disabled={processing || !cardReady}>
            <Icon icon={processing ? LoaderCircle : Lock} aria-hidden className={processing ? "animate-spin" : undefined} />
            {processing ? "Processing..." : `Accept and pay ${formatCents(total)}`}
          </button>
          <p className="text-center text-xs text-muted-foreground">One payment per quote: paying again from another tab never charges you twice.</p>
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {processing ? "Processing your payment..." : ""}
        </p>
      </div>
    </form>
  );
}
