"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { CreditCard, LoaderCircle, Lock } from "lucide";
import type { CardPayment } from "@/components/checkout/card-payment";
import { SANDBOX_CARD_HINT, SandboxCardForm } from "@/components/checkout/sandbox-card-form";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { formatCents } from "@/lib/money";
import { confirmQuotePayment, openQuotePayment } from "./quote-api";

const StripeCardForm = lazy(() => import("@/components/checkout/stripe-card-form"));

const PAYMENT_FAILED = "Payment Failed";

type Props = { token: string; total: number; payer: { name: string; email: string }; provider: "sandbox" | "stripe"; publishableKey?: string };

/**
 * "Accept and pay": the checkout's own card form (TEST MODE or Stripe's). The server opens the
 * quote's one payment for its stored total, the card confirms it here, and the server turns it
 * into the print order. A second click while one is under way does nothing.
 */
export function QuotePayment({ token, total, payer, provider, publishableKey }: Props) {
  const router = useRouter();
  const paymentRef = useRef<CardPayment | null>(null);
  const inFlight = useRef(false);
  const [cardReady, setCardReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const onCardReady = useCallback((ready: boolean) => setCardReady(ready), []);

  async function pay() {
    const opened = await openQuotePayment(token);
    if (!opened.ok) {
      toast.error(PAYMENT_FAILED, { description: opened.error ?? "We couldn't start your payment. Please try again." });
      // Paid from another tab, expired or withdrawn meanwhile: show the quote as it is now.
      if (opened.status === 409 || opened.status === 410 || opened.status === 404) router.refresh();
      return;
    }
    const result = await paymentRef.current!.confirm(opened.data.clientSecret, payer);
    if (!result.ok) return toast.error(PAYMENT_FAILED, { description: result.error });
    const confirmed = await confirmQuotePayment(token);
    if (!confirmed.ok) return toast.error(PAYMENT_FAILED, { description: confirmed.error ?? "Please try again: you won't be charged twice." });
    toast.success("Paid. Thank you!", { description: confirmed.data.message });
    router.refresh();
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current || !cardReady) return;
    inFlight.current = true;
    try {
      if (!(await paymentRef.current?.validate({ focus: true }))) return;
      setProcessing(true);
      await pay();
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="quote-pay-title" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
        <Icon icon={CreditCard} aria-hidden className="size-5 text-primary" />
        <h2 id="quote-pay-title" className="text-lg font-semibold">
          Accept and pay
        </h2>
      </div>
      <div className="grid gap-4 px-4 py-6 sm:px-6">
        {provider === "sandbox" ? (
          <>
            <SandboxCardForm paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
            <p className="rounded-md bg-surface p-3 text-sm text-muted-foreground">{SANDBOX_CARD_HINT}</p>
          </>
        ) : publishableKey ? (
          <Suspense fallback={<div className="h-11 w-full animate-pulse rounded-md bg-muted" />}>
            <StripeCardForm publishableKey={publishableKey} paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
          </Suspense>
        ) : (
          <p className="text-sm text-destructive">Card payments aren&apos;t set up on this site yet. Please call us to pay for your quote.</p>
        )}
        <button type="submit" className={`${buttonVariants({ size: "lg" })} w-full`} disabled={processing || !cardReady}>
          <Icon icon={processing ? LoaderCircle : Lock} aria-hidden className={processing ? "animate-spin" : undefined} />
          {processing ? "Processing..." : `Accept and pay ${formatCents(total)}`}
        </button>
        <p className="text-center text-xs text-muted-foreground">One payment per quote: paying again from another tab never charges you twice.</p>
        <p className="sr-only" role="status" aria-live="polite">
          {processing ? "Processing your payment..." : ""}
        </p>
      </div>
    </form>
  );
}
