import { Skeleton } from "@/components/ui/skeleton";

/** The product page's shape while it loads: back button, picture and thumbnails, then the details. */
export default function ProductLoading() {
  return (
    <div className="container-page py-6 sm:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the product…
      </p>
      <Skeleton className="h-11 w-24" />
      <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-12" aria-hidden>
        <div>
          <Skeleton className="aspect-square w-full rounded-lg" />
          <div className="mt-3 grid grid-cols-4 gap-3">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="aspect-square w-full" />
            ))}
          </div>
        </div>
        <div className="flex flex-col">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="mt-2 h-10 w-4/5" />
          <div className="mt-4 flex items-center gap-3">
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
          <Skeleton className="mt-5 h-5 w-full" />
          <Skeleton className="mt-2 h-5 w-11/12" />
          <Skeleton className="mt-8 h-5 w-16" />
          <div className="mt-2 flex gap-2">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-11 w-28" />
            ))}
          </div>
          <Skeleton className="mt-6 h-5 w-12" />
          <div className="mt-2 flex gap-2">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="h-11 w-12" />
            ))}
          </div>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Skeleton className="h-12 w-44 shrink-0" />
            <Skeleton className="h-12 w-full sm:flex-1" />
          </div>
          <Skeleton className="mt-8 h-44 w-full" />
        </div>
      </div>
    </div>
  );
}
