import Link from "next/link";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";
import { adminHref, type AdminTab, type ListState } from "./admin-url";

/**
 * A column header that sorts the list through the URL (?sort=column, ?sort=-column). Dates and
 * amounts sort newest/largest first on the first click; a second click flips the order.
 */
export function SortableHead({
  tab,
  state,
  column,
  defaultSort,
  descendingFirst = false,
  className,
  children,
}: {
  tab: AdminTab;
  state: ListState;
  column: string;
  defaultSort: string;
  descendingFirst?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const current = state.sort || defaultSort;
  const active = current === column || current === `-${column}`;
  const descending = current.startsWith("-");
  const next = active ? (descending ? column : `-${column}`) : descendingFirst ? `-${column}` : column;
  const icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <TableHead scope="col" aria-sort={active ? (descending ? "descending" : "ascending") : undefined} className={className}>
      <Link
        href={adminHref(tab, { ...state, sort: next, page: 1 })}
        className={cn(
          "-mx-1 inline-flex min-h-10 items-center gap-1 rounded px-1 uppercase hover:text-ink focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
          active && "text-ink",
        )}
      >
        {children}
        <Icon icon={icon} className={cn("size-3.5", !active && "opacity-60")} aria-hidden />
      </Link>
    </TableHead>
  );
}

/** "Showing 1–25 of 80" with Previous and Next links (server-side paging). */
export function Pagination({
  tab,
  state,
  page,
  total,
  pageSize,
  label,
}: {
  tab: AdminTab;
  state: ListState;
  page: number;
  total: number;
  pageSize: number;
  label: string;
}) {
  if (total === 0) return null;
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  const hasPrevious = page > 1;
  const hasNext = page * pageSize < total;
  const beyond = (page - 1) * pageSize >= total;
  return (
    <nav aria-label={label} className="flex flex-col gap-3 border-t border-border px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {beyond ? `Page ${page} is past the end of ${total} results.` : `Showing ${from}–${to} of ${total}`}
      </p>
      <div className="flex gap-2">
        <PageLink href={hasPrevious ? adminHref(tab, { ...state, page: beyond ? 1 : page - 1 }) : null} icon={ChevronLeft}>
          {beyond ? "First page" : "Previous"}
        </PageLink>
        <PageLink href={hasNext ? adminHref(tab, { ...state, page: page + 1 }) : null} icon={ChevronRight} trailing>
          Next
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ href, icon, trailing = false, children }: { href: string | null; icon: IconNode; trailing?: boolean; children: React.ReactNode }) {
  const content = (
    <>
      {!trailing && <Icon icon={icon} aria-hidden />}
      {children}
      {trailing && <Icon icon={icon} aria-hidden />}
    </>
  );
  if (!href) {
    return (
      <Button variant="outline" size="phoneSm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="phoneSm">
      <Link href={href}>{content}</Link>
    </Button>
  );
}

/** A file download of the list as it is filtered now. */
export function ExportCsvLink({ href, what }: { href: string; what: string }) {
  return (
    <Button asChild variant="outline" className="h-11 sm:h-10">
      <a href={href} download aria-label={`Export CSV of ${what}`}>
        <Icon icon={Download} aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}

/** An icon, a sentence and (optionally) a next step, for a list with nothing in it. */
export function EmptyState({ icon, title, children, action }: { icon: IconNode; title: string; children?: React.ReactNode; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon icon={icon} className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-ink">{title}</p>
      {children && <p className="mt-1 max-w-md text-sm text-muted-foreground">{children}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/**
 * The white panel a list sits in, its search and filters on top. A page with several lists (Jobs)
 * names each with a heading of its own.
 */
export function ListPanel({
  title,
  description,
  tools,
  children,
}: {
  title?: string;
  description?: React.ReactNode;
  tools?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = title ? `${slug(title)}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      {(title || tools) && (
        <div className="flex flex-col gap-4 border-b border-border p-4 sm:p-5">
          {title && (
            <div>
              <h2 id={headingId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
            </div>
          )}
          {tools}
        </div>
      )}
      {children}
    </section>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
