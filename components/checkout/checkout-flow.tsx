"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ArrowLeft, CreditCard, LoaderCircle, Lock, UserRound } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/components/cart/use-cart";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { useFilledFromBusinessProfile } from "@/components/forms/use-business-profile";
import { buttonVariants } from "@/components/ui/button-variants";
import type { BusinessProfile } from "@/lib/business-profile/profile";
import type { CartItem } from "@/lib/cart/cart";
import type { CustomerInfo, CustomerInfoInput } from "@/lib/validation/checkout";
import { formatCents } from "@/lib/money";
import { createOrder, createPaymentIntent, priceWithCoupon, type PaymentIntentReply, type ServerTotals } from "./checkout-api";
import type { BillingDetails, CardPayment } from "./card-payment";
import { OrderRefused } from "./order-refused";
import { CouponField } from "./coupon-field";
import { CustomerInfoFields } from "./customer-info-fields";
import { OrderSummary, type SummaryTotals } from "./order-summary";
import { SandboxCardForm } from "./sandbox-card-form";
import { useSignedInCustomer } from "./use-signed-in-customer";

/** Stripe's card form and script: fetched only when a Stripe checkout renders. */
const StripeCardForm = lazy(() => import("./stripe-card-form"));

export type PaymentsProvider = "sandbox" | "stripe";

export type CheckoutFlowProps = {
  items: CartItem[];
  provider: PaymentsProvider;
  publishableKey?: string;
  /** The order exists: the cart is emptied and its confirmation page is on its way. */
  onPlaced: () => void;
};

/** Identifies a cart's contents: server prices and coupon checks hold for this exact cart only. */
const cartKeyOf = (items: CartItem[]) => items.map((item) => `${item.id}x${item.quantity}`).join(",");

type Coupon = { code: string; totals: ServerTotals; cartKey: string };
/** A payment opened on the server, reusable while what it was opened for is unchanged (e.g. after a declined card). */
type OpenIntent = { reply: PaymentIntentReply; signature: string };
/** A payment that went through and still needs its order (when creating the order failed). */
type Paid = { paymentIntentId: string; items: CartItem[]; customer: CustomerInfo };

const customerSchema = lazyZodResolver<CustomerInfoInput, CustomerInfo>(() => import("@/lib/validation/checkout").then((module) => module.customerInfoSchema));
/** The fields in the form's order: the first one with an error gets the focus. */
const NO_CUSTOMER: Required<CustomerInfoInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  notes: "",
};
const FIELD_ORDER = Object.keys(NO_CUSTOMER) as (keyof CustomerInfoInput)[];
/** What an order cannot go without (docs/product.md#checkout). */
const REQUIRED_FIELDS = ["firstName", "lastName", "email"] as const;
const REQUIRED_NOTICE = { title: "Please fill required fields", description: "Name and email are required to complete your order." };
const PAYMENT_FAILED = "Payment Failed";
/**
 * The order's refusals for good: no such payment (404), not paid (402), or refused and its
 * payment released (409). Asking again repeats them; anything else (an outage) is worth a retry.
 */
const REFUSED_FOR_GOOD = new Set([402, 404, 409]);

/** What a signed-in customer's business profile fills in: its phone, and its address to ship to. */
const fromBusinessProfile = ({ phone, address }: BusinessProfile) => ({ phone, ...address });

function billingOf(customer: CustomerInfo): BillingDetails {
  return {
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    ...(customer.phone ? { phone: customer.phone } : {}),
    address: {
      line1: customer.address,
      line2: customer.address2 || undefined,
      city: customer.city,
      state: customer.state,
      postal_code: customer.zip,
      country: "US",
    },
  };
}

/** The checkout form (loaded by <Checkout> once the cart has items). */
export default function CheckoutForm({ items, provider, publishableKey, onPlaced }: CheckoutFlowProps) {
  const router = useRouter();
  const { total: cartCents, dispatch } = useCart();
  const form = useForm<CustomerInfoInput, unknown, CustomerInfo>({ resolver: customerSchema.resolver, defaultValues: NO_CUSTOMER, shouldFocusError: false });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = form;
  useFilledFromBusinessProfile(form, fromBusinessProfile);
  useSignedInCustomer({ getValues, setValue });

  const cartKey = cartKeyOf(items);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  /** The server's totals from the last payment opened, shown while the cart is the same. */
  const [intentTotals, setIntentTotals] = useState<{ totals: ServerTotals; cartKey: string } | null>(null);
  const [paid, setPaid] = useState<Paid | null>(null);
  /** Why the server refused the order of the last payment, until the customer starts over. */
  const [refused, setRefused] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [cardReady, setCardReady] = useState(false);
  const processingRef = useRef(false);
  const paymentRef = useRef<CardPayment | null>(null);
  const openIntent = useRef<OpenIntent | null>(null);

  const activeCoupon = coupon?.cartKey === cartKey ? coupon : null;
  // The server's latest word on this exact cart and coupon wins over the prices this browser holds.
  const opened = intentTotals?.cartKey === cartKey && intentTotals.totals.couponCode === (activeCoupon?.code ?? null) ? intentTotals.totals : null;
  const totals: SummaryTotals = opened ?? activeCoupon?.totals ?? { subtotal: cartCents, discount: 0, total: cartCents, couponCode: null };
  const pricesUpdated = totals.subtotal !== cartCents;

  /** The server's word on the coupon for this cart: its totals, or it goes with the server's sentence. */
  const applyCouponCheck = useCallback(
    (code: string, reply: Awaited<ReturnType<typeof priceWithCoupon>>) => {
      if (reply.ok) setCoupon({ code: reply.data.couponCode ?? code, totals: reply.data, cartKey: cartKeyOf(items) });
      else {
        setCoupon(null);
        setCouponError(reply.error ?? "Your coupon no longer applies to this cart.");
      }
    },
    [items],
  );

  // The cart changed under an applied coupon (the cart panel is open on this page too): check it again.
  useEffect(() => {
    if (!coupon || coupon.cartKey === cartKey) return;
    let current = true;
    void priceWithCoupon(items, coupon.code).then((reply) => {
      if (current) applyCouponCheck(coupon.code, reply);
    });
    return () => {
      current = false;
    };
  }, [coupon, cartKey, items, applyCouponCheck]);

  async function applyCoupon(code: string) {
    setCouponBusy(true);
    setCouponError(null);
    const reply = await priceWithCoupon(items, code);
    setCouponBusy(false);
    if (!reply.ok) {
      setCouponError(reply.error ?? "We couldn't check that coupon. Please try again.");
      return;
    }
    setCoupon({ code: reply.data.couponCode ?? code.toUpperCase(), totals: reply.data, cartKey: cartKeyOf(items) });
  }

  function removeCoupon() {
    setCoupon(null);
    setCouponError(null);
  }

  const onCardReady = useCallback((ready: boolean) => setCardReady(ready), []);

  /** After a refused order: a new payment from the same cart, its coupon checked again first. */
  function startOver() {
    setRefused(null);
    const code = activeCoupon?.code;
    if (code) void priceWithCoupon(items, code).then((reply) => applyCouponCheck(code, reply));
  }

  /** The required-fields notice (docs/product.md#checkout) first when a name or the email is missing; card fields are checked alongside. */
  function showProblems(found: FieldErrors<CustomerInfoInput>) {
    const missing = REQUIRED_FIELDS.find((name) => !getValues(name).trim());
    if (missing) toast.error(REQUIRED_NOTICE.title, { description: REQUIRED_NOTICE.description });
    void paymentRef.current?.validate({ focus: false });
    const first = missing ?? FIELD_ORDER.find((name) => found[name]);
    if (first) setFocus(first);
  }

  /** Opens the payment on the server (which prices the cart itself), or reuses the one already open for the same order. */
  async function paymentFor(customer: CustomerInfo, couponCode: string | null): Promise<PaymentIntentReply | null> {
    const signature = JSON.stringify([cartKey, couponCode, customer]);
    if (openIntent.current?.signature === signature) return openIntent.current.reply;
    const reply = await createPaymentIntent(items, customer, couponCode);
    if (!reply.ok) {
      toast.error(PAYMENT_FAILED, { description: reply.error ?? "We couldn't start your payment. Please try again." });
      return null;
    }
    openIntent.current = { reply: reply.data, signature };
    setIntentTotals({ totals: reply.data, cartKey });
    return reply.data;
  }

  async function placeOrder(payment: Paid) {
    const reply = await createOrder(payment.items, payment.customer, payment.paymentIntentId);
    if (!reply.ok && REFUSED_FOR_GOOD.has(reply.status)) {
      setPaid(null);
      setRefused(reply.error ?? "This payment can't become an order, and your card wasn't charged.");
      return;
    }
    if (!reply.ok) {
      toast.error("Order processing failed", { description: reply.error ?? "Please try again." });
      return;
    }
    toast.success("Order successful!", { description: "Your order has been processed and sent to fulfillment." });
    onPlaced();
    dispatch({ type: "clear" });
    router.push(reply.data.confirmationUrl);
  }

  async function pay(customer: CustomerInfo) {
    const shownTotal = totals.total;
    const intent = await paymentFor(customer, activeCoupon?.code ?? null);
    if (!intent) return;
    if (intent.total !== shownTotal) {
      toast.warning("Your total has been updated", {
        description: `With our current prices your total is ${formatCents(intent.total)}. Check your order, then press Pay again.`,
      });
      return;
    }

    const payment = paymentRef.current;
    if (!payment) return;
    const result = await payment.confirm(intent.clientSecret, billingOf(customer));
    if (!result.ok) {
      toast.error(PAYMENT_FAILED, { description: result.error });
      return;
    }
    // Authorised (requires_capture): the server captures it once the order is sure.
    if (result.status !== "requires_capture" && result.status !== "succeeded") {
      toast.error(PAYMENT_FAILED, { description: "Your payment was not completed. Please try again." });
      return;
    }
    openIntent.current = null;
    const done: Paid = { paymentIntentId: intent.paymentIntentId, items, customer };
    setPaid(done);
    await placeOrder(done);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processingRef.current || refused || (!cardReady && !paid)) return;
    processingRef.current = true;
    const busyWhile = async (work: Promise<void>) => {
      setProcessing(true);
      await work;
    };
    try {
      // Paid already and only the order is missing: never charge twice, just ask for the order again.
      if (paid) await busyWhile(placeOrder(paid));
      else
        await handleSubmit(async (customer) => {
          if (await paymentRef.current?.validate({ focus: true })) await busyWhile(pay({ ...customer, state: customer.state.toUpperCase() }));
        }, showProblems)(event);
    } finally {
      processingRef.current = false;
      setProcessing(false);
    }
  }

  const stripeTestKey = publishableKey?.startsWith("pk_test_");
  const payNote = refused
    ? null
    : paid
      ? "You won't be charged again."
      : provider === "stripe"
        ? cardReady
          ? "Your card details go straight to Stripe, our payment processor."
          : "Loading the secure card form..."
        : null;
  const payLabel = processing ? "Processing..." : paid ? "Complete Order" : `Pay ${formatCents(totals.total)}`;

  return (
    <form
      onSubmit={onSubmit}
      onFocus={customerSchema.prefetch}
      noValidate
      aria-label="Checkout"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8"
    >
      <section aria-labelledby="customer-info-title" className="rounded-lg border border-border bg-card shadow-sm">
        <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
          <Icon icon={UserRound} aria-hidden className="size-5 text-primary" />
          <h2 id="customer-info-title" className="text-lg font-semibold">
            Customer Information
          </h2>
        </div>
        <div className="px-4 py-6 sm:px-6">
          <p className="mb-5 text-sm text-muted-foreground">
            Where we ship your order and send the receipt. Fields marked <span className="text-destructive">*</span> are required.
          </p>
          <CustomerInfoFields register={register} errors={errors} disabled={processing || Boolean(paid)} />
        </div>
      </section>

      <div className="grid gap-6">
        <OrderSummary
          items={items}
          totals={totals}
          coupon={
            <CouponField
              appliedCode={activeCoupon?.code ?? null}
              error={couponError}
              busy={couponBusy}
              disabled={processing || Boolean(paid)}
              onApply={(code) => void applyCoupon(code)}
              onRemove={removeCoupon}
            />
          }
        />

        <section aria-labelledby="payment-title" className="rounded-lg border border-border bg-card shadow-sm">
          <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
            <Icon icon={CreditCard} aria-hidden className="size-5 text-primary" />
            <h2 id="payment-title" className="text-lg font-semibold">
              Payment
            </h2>
          </div>
          <div className="grid gap-4 px-4 py-6 sm:px-6">
            {refused ? (
              <OrderRefused reason={refused} onStartOver={startOver} />
            ) : paid ? (
              <p className="rounded-md bg-success/5 p-3 text-sm text-success">Your payment went through. Press Complete Order to finish placing your order.</p>
            ) : provider === "sandbox" ? (
              <SandboxCardForm paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
            ) : publishableKey ? (
              <>
                <Suspense fallback={<div className="h-11 w-full animate-pulse rounded-md bg-muted" />}>
                  <StripeCardForm publishableKey={publishableKey} paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
                </Suspense>
                {stripeTestKey && (
                  <p className="rounded-md bg-surface p-3 text-sm text-muted-foreground" data-testid="test-card-hint">
                    Test mode: use 4242 4242 4242 4242 with any future date and any CVC.
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-destructive">Card payments aren&apos;t set up on this site yet. Please call us to place your order.</p>
            )}

            {pricesUpdated && (
              <p className="rounded-md border border-highlight/40 bg-highlight/10 p-3 text-sm text-ink">
                Prices were updated from our catalogue: you&apos;ll be charged {formatCents(totals.total)}.
              </p>
            )}

            {!refused && (
              <button
                type="submit"
                className={`${buttonVariants({ size: "lg" })} w-full`}
                disabled={processing || (!cardReady && !paid)}
                aria-describedby={payNote ? "pay-note" : undefined}
              >
                {processing ? <Icon icon={LoaderCircle} aria-hidden className="animate-spin" /> : <Icon icon={Lock} aria-hidden />}
                {payLabel}
              </button>
            )}
            {payNote && (
              <p id="pay-note" className="text-center text-xs text-muted-foreground">
                {payNote}
              </p>
            )}
            <p className="sr-only" role="status" aria-live="polite">
              {processing ? "Processing your payment..." : ""}
            </p>
          </div>
        </section>

        <Link href="/store" className={`${buttonVariants({ variant: "outline", size: "touch" })} justify-self-start`}>
          <Icon icon={ArrowLeft} aria-hidden />
          Back to Store
        </Link>
      </div>
    </form>
  );
}
