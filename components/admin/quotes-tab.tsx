import Link from "next/link";
import { ClipboardList, FileDown, SearchX } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminQuoteRequest } from "@/lib/quotes/admin-requests";
import type { Page } from "@/lib/admin/list-query";
import { Button } from "@/components/ui/button";
import { findPrintProduct } from "@/lib/content/print-products";
import { formatFileSize } from "@/lib/format/file-size";
import { PAPER_OPTIONS } from "@/lib/validation/quote-fields";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { ContactLinks } from "./contact-links";
import { capitalize } from "./format";
import { formatDate } from "@/lib/time";
import { EmptyState, ExportCsvLink, ListPanel } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { QuoteStageBadge } from "./status-badge";

const DEFAULT_SORT = "-createdAt";

function paperLabel(value: string) {
  return PAPER_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

// Fixed columns, fewer of them (contact and order details stacked): the table fits its card at
// 1280 px, long values wrap or are cut short with the whole value on hover.
const COLUMNS: ListColumn<AdminQuoteRequest>[] = [
  { header: "Date", sort: "createdAt", descendingFirst: true, phone: "half", headClassName: "w-32", cell: (quote) => formatDate(quote.createdAt) },
  { header: "Stage", phone: "status", headClassName: "w-32", cell: (quote) => <QuoteStageBadge stage={quote.stage} /> },
  {
    header: "Business",
    sort: "businessName",
    phone: "title",
    className: "font-medium break-words text-ink",
    cell: (quote) => (
      <Link
        href={`/admin/quotes/${quote.id}`}
        aria-label={`Open quote request #${quote.id} from ${quote.businessName}`}
        title={quote.businessName}
        className="line-clamp-3 rounded text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none max-md:-my-3 max-md:py-3"
      >
        {quote.businessName}
      </Link>
    ),
  },
  {
    header: "Contact",
    sort: "email",
    phone: "full",
    headClassName: "w-[18%]",
    className: "space-y-0.5 break-words",
    cell: (quote) => (
      <>
        <span className="line-clamp-2 text-ink" title={quote.contactPerson}>
          {quote.contactPerson}
        </span>
        <ContactLinks email={quote.email} phone={quote.phone} />
      </>
    ),
  },
  {
    header: "Order",
    phone: "full",
    headClassName: "w-[16%]",
    className: "space-y-0.5",
    cell: (quote) => (
      <>
        <span className="block font-medium text-ink">
          {findPrintProduct(quote.product)?.title ?? quote.product} × <span className="tabular-nums">{quote.quantity.toLocaleString("en-US")}</span>
        </span>
        <span className="block text-xs text-muted-foreground">
          {paperLabel(quote.paper)} · {capitalize(quote.finish)} · {capitalize(quote.corners)} corners ·{" "}
          {quote.designOption === "upload" ? "Own design" : "Template"}
        </span>
      </>
    ),
  },
  {
    header: "Special requests",
    // On a phone the card stays short: the request's page has these, and the artwork as thumbnails.
    phone: "hidden",
    headClassName: "w-[18%]",
    className: "text-slate-700",
    cell: (quote) =>
      quote.specialRequests ? (
        <span className="line-clamp-4 break-words whitespace-pre-line" title={quote.specialRequests}>
          {quote.specialRequests}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    header: "Files",
    phone: "hidden",
    headClassName: "w-[14%]",
    cell: (quote) =>
      quote.files.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
          {quote.files.map((file) => (
            <li key={file.id} className="min-w-0">
              <a
                href={file.url}
                download={file.name}
                title={file.name}
                className="flex min-h-11 min-w-0 items-center gap-1 text-primary underline-offset-4 hover:underline md:min-h-8"
              >
                <Icon icon={FileDown} className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 truncate">{file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">({formatFileSize(file.size)})</span>
              </a>
            </li>
          ))}
        </ul>
      ),
  },
];

/** Print quote requests from /customize-order, with their artwork. */
export function QuotesTab({ page, state }: { page: Page<AdminQuoteRequest>; state: ListState }) {
  return (
    <>
      <AdminPageHeading
        title="Quotes"
        description="Print quotes from the Customize Order page. We promise a reply with pricing within 24 hours: open a request to price it, and the customer pays online."
      />
      <ListPanel
        tools={
          <ListToolbar key={state.q} tab="quotes" q={state.q ?? ""} sort={state.sort} searchLabel="Search quotes" placeholder="Business, email or product">
            <ExportCsvLink href={exportHref("/api/quote-requests", state)} what="quote requests" />
          </ListToolbar>
        }
      >
        <AdminList
          label="Quote requests table"
          className="table-fixed md:min-w-[60rem]"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(quote) => quote.id}
          rowTestId={(quote) => `quote-row-${quote.id}`}
          valign="top"
          sorting={{ tab: "quotes", state, defaultSort: DEFAULT_SORT }}
          paging={{ tab: "quotes", state, page, label: "Quote request pages" }}
          empty={
            state.q ? (
              <EmptyState
                icon={SearchX}
                title="No quote requests match this search."
                action={
                  <Button asChild variant="outline" className="h-11">
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
          }
        />
      </ListPanel>
    </>
  );
}
