import { Skeleton } from "@/components/ui/skeleton";

const ROWS = 8;

/**
 * A tab's list while it loads, in the shape of its ListPanel: heading, the tools the tab has, then
 * table rows. Columns keep a minimum width, so a narrow screen shows the first few and cuts the
 * rest, as the real table does before it is scrolled. The frame around it stays on screen meanwhile.
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
    <div aria-busy="true" className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      <p className="sr-only" role="status">
        Loading {what}…
      </p>
      <div className="flex flex-col gap-4 border-b border-border p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-2">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </div>
          {action && <Skeleton className="h-10 w-36 shrink-0" />}
        </div>
        {(search || statusFilter || exportCsv) && (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
            {search && (
              <div className="flex min-w-0 flex-1 items-end gap-2">
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-11 w-full" />
                </div>
                <Skeleton className="h-11 w-24" />
              </div>
            )}
            {statusFilter && (
              <div className="grid gap-1.5 lg:w-48">
                <Skeleton className="h-4 w-14" />
                <Skeleton className="h-11 w-full" />
              </div>
            )}
            {exportCsv && <Skeleton className="h-11 w-32 sm:h-10" />}
          </div>
        )}
      </div>
      <div className="divide-y divide-border">
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
    </div>
  );
}
