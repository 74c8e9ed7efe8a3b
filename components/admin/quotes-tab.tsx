import Link from "next/link";
import { ClipboardList, FileDown, SearchX } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminQuoteRequest } from "@/lib/admin/leads";
import type { Page } from "@/lib/admin/list-query";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { findPrintProduct } from "@/lib/content/print-products";
import { formatFileSize } from "@/lib/format/file-size";
import { PAPER_OPTIONS } from "@/lib/validation/quote-fields";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { capitalize } from "./format";
import { formatDate } from "@/lib/time";
import { EmptyState, ExportCsvLink, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { QuoteStageBadge } from "./status-badge";

const DEFAULT_SORT = "-createdAt";

function paperLabel(value: string) {
  return PAPER_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Print quote requests from /customize-order, with their artwork. */
export function QuotesTab({ page, state }: { page: Page<AdminQuoteRequest>; state: ListState }) {
  const sort = (column: string, label: string, { descendingFirst = false, className }: { descendingFirst?: boolean; className?: string } = {}) => (
    <SortableHead tab="quotes" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst} className={className}>
      {label}
    </SortableHead>
  );
  return (
    <ListPanel
      title="Quote Requests"
      description="Print quotes from the Customize Order page. We promise a reply with pricing within 24 hours: open a request to price it, and the customer pays online."
      tools={
        <ListToolbar key={state.q} tab="quotes" q={state.q ?? ""} sort={state.sort} searchLabel="Search quotes" placeholder="Business, contact, email or product">
          <ExportCsvLink href={exportHref("/api/quote-requests", state)} what="quote requests" />
        </ListToolbar>
      }
    >
      {page.total === 0 ? (
        state.q ? (
          <EmptyState
            icon={SearchX}
            title="No quote requests match this search."
            action={
              <Button asChild variant="outline">
                <Link href={adminHref("quotes")}>Show all quotes</Link>
              </Button>
            }
          >
            Try the business name, the contact&apos;s name or email, or a product such as flyers.
          </EmptyState>
        ) : (
          <EmptyState icon={ClipboardList} title="No quote requests yet.">
            Requests from the Customize Order page show up here with any artwork attached.
          </EmptyState>
        )
      ) : (
        // Fixed columns, fewer of them (contact and order details stacked): the table fits its card
        // at 1280 px, long values wrap or are cut short with the whole value on hover.
        <Table label="Quote requests table" className="min-w-[60rem] table-fixed">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sort("createdAt", "Date", { descendingFirst: true, className: "w-32" })}
              <TableHead scope="col" className="w-32">
                Stage
              </TableHead>
              {sort("businessName", "Business")}
              {sort("email", "Contact", { className: "w-[18%]" })}
              <TableHead scope="col" className="w-[16%]">
                Order
              </TableHead>
              <TableHead scope="col" className="w-[18%]">
                Special requests
              </TableHead>
              <TableHead scope="col" className="w-[14%]">
                Files
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((quote) => (
              <TableRow key={quote.id} className="align-top" data-testid={`quote-row-${quote.id}`}>
                <TableCell>{formatDate(quote.createdAt)}</TableCell>
                <TableCell>
                  <QuoteStageBadge stage={quote.stage} />
                </TableCell>
                <TableCell className="font-medium break-words text-ink">
                  <Link
                    href={`/admin/quotes/${quote.id}`}
                    aria-label={`Open quote request #${quote.id} from ${quote.businessName}`}
                    title={quote.businessName}
                    className="line-clamp-3 rounded text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
                  >
                    {quote.businessName}
                  </Link>
                </TableCell>
                <TableCell className="space-y-0.5 break-words">
                  <span className="line-clamp-2 text-ink" title={quote.contactPerson}>
                    {quote.contactPerson}
                  </span>
                  <a href={`mailto:${quote.email}`} title={quote.email} className="block truncate text-primary [font-feature-settings:'calt'_0] underline-offset-4 hover:underline">
                    {quote.email}
                  </a>
                  <a href={`tel:${quote.phone}`} title={quote.phone} className="block truncate text-primary underline-offset-4 hover:underline">
                    {quote.phone}
                  </a>
                </TableCell>
                <TableCell className="space-y-0.5">
                  <span className="block font-medium text-ink">
                    {findPrintProduct(quote.product)?.title ?? quote.product} × <span className="tabular-nums">{quote.quantity.toLocaleString("en-US")}</span>
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {paperLabel(quote.paper)} · {capitalize(quote.finish)} · {capitalize(quote.corners)} corners · {quote.designOption === "upload" ? "Own design" : "Template"}
                  </span>
                </TableCell>
                <TableCell className="text-slate-700">
                  {quote.specialRequests ? (
                    <span className="line-clamp-4 break-words whitespace-pre-line" title={quote.specialRequests}>
                      {quote.specialRequests}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell>
                  {quote.files.length === 0 ? (
                    <span className="text-muted-foreground">None</span>
                  ) : (
                    <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
                      {quote.files.map((file) => (
                        <li key={file.id} className="min-w-0">
                          <a href={file.url} download={file.name} title={file.name} className="flex min-h-8 min-w-0 items-center gap-1 text-primary underline-offset-4 hover:underline">
                            <Icon icon={FileDown} className="size-4 shrink-0" aria-hidden />
                            <span className="min-w-0 truncate">{file.name}</span>
                            <span className="shrink-0 text-xs text-muted-foreground">({formatFileSize(file.size)})</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination tab="quotes" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Quote request pages" />
    </ListPanel>
  );
}
