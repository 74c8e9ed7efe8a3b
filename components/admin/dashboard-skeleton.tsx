import { Skeleton } from "@/components/ui/skeleton";

/** The dashboard while it loads: the number cards, the attention strip, the chart and the two recent lists, in their places. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <p className="sr-only" role="status">
        Loading the dashboard…
      </p>
      <div className="grid gap-2">
        <Skeleton className="h-8 w-40 sm:h-9" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <li key={card} className="grid gap-2 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-8 w-24 sm:h-9" />
            <Skeleton className="h-3 w-36 max-w-full" />
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:px-5">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-10 w-44" />
        <Skeleton className="h-10 w-40" />
      </div>
      <div className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
        <Skeleton className="h-7 w-32" />
        {/* The chart's own proportions (revenue-chart.tsx: 1000 × 260 wide, 380 × 260 on phones). */}
        <Skeleton className="mt-3 hidden aspect-[1000/260] w-full sm:block" />
        <Skeleton className="mt-3 block aspect-[380/260] w-full sm:hidden" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((panel) => (
          <div key={panel} className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
            <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
              <Skeleton className="h-7 w-40" />
              <Skeleton className="h-5 w-28" />
            </div>
            <ul className="divide-y divide-border">
              {[0, 1, 2, 3, 4].map((row) => (
                <li key={row} className="flex items-center justify-between gap-3 px-5 py-3">
                  <div className="grid gap-1.5">
                    <Skeleton className="h-5 w-36" />
                    <Skeleton className="h-4 w-24" />
                  </div>
                  <Skeleton className="h-6 w-20 rounded-full" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
