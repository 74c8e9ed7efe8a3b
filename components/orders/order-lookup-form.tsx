"use client";

import { CircleAlert, LoaderCircle, Search } from "lucide";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { sendJson } from "@/components/forms/send-json";
import { registerWithValue } from "@/components/forms/register-with-value";
import { useHydrated } from "@/components/site/use-hydrated";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import type { LookedUpOrder } from "@/lib/orders/customer-orders";
import type { orderLookupSchema } from "@/lib/validation/order";

type FormValues = z.input<typeof orderLookupSchema>;
type Lookup = z.output<typeof orderLookupSchema>;
type Outcome = { kind: "idle" } | { kind: "found"; order: LookedUpOrder } | { kind: "failed"; message: string };

const UNKNOWN_ERROR = "Something went wrong looking up your order. Please try again.";

const schema = lazyZodResolver<FormValues, Lookup>(() => import("@/lib/validation/order").then((module) => module.orderLookupSchema));
// The order's view (and the badge styles it brings) is only needed once an order is found.
const loadOrderView = () => import("./order-view");
const OrderView = lazy(() => loadOrderView().then((module) => ({ default: module.OrderView })));
const PrintOrderProgress = lazy(() => import("@/components/quotes/print-order-progress").then((module) => ({ default: module.PrintOrderProgress })));

/** A guest finds one order (merchandise, or print by its P- number) by its number and the email it was placed with (POST /api/orders/lookup). */
export function OrderLookupForm({ defaultOrderNumber, timeZone }: { defaultOrderNumber: string; timeZone: string }) {
  const formId = useId();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const result = useRef<HTMLElement>(null);
  const form = useForm<FormValues, unknown, Lookup>({ resolver: schema.resolver, defaultValues: { orderNumber: defaultOrderNumber, email: "" } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (outcome.kind === "found") result.current?.focus();
  }, [outcome]);

  async function lookUp(values: Lookup) {
    void loadOrderView();
    const reply = await sendJson<LookedUpOrder>("/api/orders/lookup", values);
    setOutcome(reply.ok ? { kind: "found", order: reply.data } : { kind: "failed", message: reply.error ?? UNKNOWN_ERROR });
  }

  return (
    <div className="grid gap-8">
      <form
        method="post"
        onSubmit={(event) => {
          setOutcome({ kind: "idle" });
          void handleSubmit(lookUp)(event);
        }}
        onFocus={schema.prefetch}
        noValidate
        aria-label="Find your order"
        className="grid gap-5 rounded-lg border border-border bg-card px-4 py-6 shadow-sm sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_auto] lg:items-start"
      >
        <Field id={`${formId}-orderNumber`} label="Order number" error={errors.orderNumber?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="1042 or P-1042"
              required
              {...control}
              {...registerWithValue(form, "orderNumber")}
            />
          )}
        </Field>
        <Field id={`${formId}-email`} label="Email you ordered with" error={errors.email?.message}>
          {(control) => (
            <Input type="email" inputMode="email" autoComplete="email" placeholder="you@yourbusiness.com" required {...control} {...register("email")} />
          )}
        </Field>
        {/* Lined up with the inputs beside it on wide screens (their labels sit above them). */}
        <button type="submit" disabled={!hydrated || isSubmitting} className={`${buttonVariants({ size: "touch" })} w-full lg:mt-5.5 lg:w-auto`}>
          {isSubmitting ? <Icon icon={LoaderCircle} className="animate-spin" /> : <Icon icon={Search} />}
          {isSubmitting ? "Finding your order..." : "Find my order"}
        </button>
        {outcome.kind === "failed" && (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 lg:col-span-3">
            <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
            <p>{outcome.message}</p>
          </div>
        )}
      </form>

      {outcome.kind === "found" && (
        <section ref={result} tabIndex={-1} aria-label="Your order" className="outline-none">
          <Suspense fallback={<p className="text-muted-foreground">Loading your order...</p>}>
            {"kind" in outcome.order ? (
              <PrintOrderProgress order={outcome.order} level={2} timeZone={timeZone} />
            ) : (
              <OrderView order={outcome.order} level={2} timeZone={timeZone} />
            )}
          </Suspense>
        </section>
      )}
    </div>
  );
}
