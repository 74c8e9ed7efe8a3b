import { Skeleton } from "@/components/ui/skeleton";

/** An order's page (or a subscriber's or a quote request's: `what`) while it loads: the header with its badges and actions, then the two columns of boxes. */
export function OrderDetailSkeleton({ what = "the order" }: { what?: string }) {
  return (
    <div aria-busy="true" className="grid gap-6">
      <p className="sr-only" role="status">
        Loading {what}…
      </p>
      <Skeleton className="h-10 w-28" />
      <div className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-2 h-5 w-72 max-w-full" />
        <div className="mt-3 flex gap-2">
          {[0, 1, 2].map((badge) => (
            <Skeleton key={badge} className="h-6 w-24 rounded-full" />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
          {[0, 1, 2].map((button) => (
            <Skeleton key={button} className="h-11 w-36 sm:h-10" />
          ))}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          {[0, 1].map((box) => (
            <div key={box} className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
              <Skeleton className="h-7 w-32" />
              {[0, 1, 2, 3].map((line) => (
                <Skeleton key={line} className="h-5 w-full" />
              ))}
            </div>
          ))}
        </div>
        <div className="grid content-start gap-6">
          {[0, 1, 2].map((box) => (
            <div key={box} className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
              <Skeleton className="h-7 w-28" />
              {[0, 1, 2].map((line) => (
                <Skeleton key={line} className="h-5 w-3/4" />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
