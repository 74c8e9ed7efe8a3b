import { Skeleton } from "@/components/ui/skeleton";
import { CHECKOUT_CARD } from "./checkout-card";

/** The checkout's shape while the cart is read from this browser's storage (no flash, no layout shift). */
export function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
      <p className="sr-only" role="status">
        Loading your cart...
      </p>
      <div className={CHECKOUT_CARD}>
        <div className="border-b border-border px-4 py-4 sm:px-6">
          <Skeleton className="h-7 w-56" />
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 px-4 py-6 sm:grid-cols-6 sm:px-6">
          {[
            "col-span-2 sm:col-span-3",
            "col-span-2 sm:col-span-3",
            "col-span-2 sm:col-span-3",
            "col-span-2 sm:col-span-3",
            "col-span-2 sm:col-span-6",
            "col-span-2",
            "col-span-1 sm:col-span-2",
            "col-span-1 sm:col-span-2",
          ].map((span, index) => (
            <div key={index} className={`grid gap-2 ${span}`}>
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
          <div className="col-span-2 grid gap-2 sm:col-span-6">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </div>
      <div className="grid gap-6">
        <div className={CHECKOUT_CARD}>
          <div className="border-b border-border px-4 py-4 sm:px-6">
            <Skeleton className="h-7 w-40" />
          </div>
          <div className="grid gap-4 px-4 py-4 sm:px-6">
            {[0, 1].map((line) => (
              <div key={line} className="flex gap-3">
                <Skeleton className="size-16 shrink-0" />
                <div className="grid flex-1 content-start gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
                <Skeleton className="h-5 w-16" />
              </div>
            ))}
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
        <div className={`${CHECKOUT_CARD} grid gap-4 px-4 py-6 sm:px-6`}>
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
