import { Skeleton } from "@/components/ui/skeleton";

const ROWS = 8;
const CARDS = 4;

/**
 * A tab's list while it loads, in the shape of the page: its heading, then the ListPanel with the
 * tools the tab has, and table rows on a wide screen or cards on a phone, as AdminList draws them.
 * The frame around it stays on screen meanwhile.
 */
export function ListSkeleton({
  what,
  columns,
  search = false,
  statusFilter = false,
  exportCsv = false,
  action = false,
}: {
  what: string;
  columns: number;
  search?: boolean;
  statusFilter?: boolean;
  exportCsv?: boolean;
  action?: boolean;
}) {
  const cells = Array.from({ length: columns }, (_, column) => column);
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading {what}…
      </p>
      <div className="mb-5 flex flex-col gap-3 sm:mb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-40 sm:h-9" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
        {action && <Skeleton className="h-10 w-36 shrink-0" />}
      </div>
      <div className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
        {(search || statusFilter || exportCsv) && (
          <div className="flex flex-col gap-3 border-b border-border p-4 sm:p-5 lg:flex-row lg:items-end">
            {search && (
              <div className="flex min-w-0 flex-1 items-end gap-2">
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-11 w-full" />
                </div>
                <Skeleton className="h-11 w-11 sm:w-24" />
              </div>
            )}
            {statusFilter && (
              <div className="grid gap-1.5 max-md:hidden lg:w-48">
                <Skeleton className="h-4 w-14" />
                <Skeleton className="h-11 w-full" />
              </div>
            )}
            {exportCsv && <Skeleton className="h-11 w-32 sm:h-10" />}
          </div>
        )}
        <div className="divide-y divide-border max-md:hidden">
          <div className="flex h-11 items-center gap-6 px-3">
            {cells.map((column) => (
              <Skeleton key={column} className="h-3 min-w-16 flex-1" />
            ))}
          </div>
          {Array.from({ length: ROWS }, (_, row) => (
            <div key={row} className="flex h-14 items-center gap-6 px-3">
              {cells.map((column) => (
                <Skeleton key={column} className="h-4 min-w-16 flex-1" />
              ))}
            </div>
          ))}
        </div>
        <div className="divide-y divide-border md:hidden">
          {Array.from({ length: CARDS }, (_, card) => (
            <div key={card} className="grid grid-cols-2 gap-3 px-4 py-4">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-5 w-20 justify-self-end rounded-full" />
              <Skeleton className="col-span-2 h-4 w-48" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="col-span-2 h-11 w-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
