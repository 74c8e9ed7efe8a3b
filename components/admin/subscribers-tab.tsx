import Link from "next/link";
import { FileDown, Globe, SearchX } from "lucide";
import { TONES } from "@/components/orders/order-state-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AdminInvoice, AdminSubscriber } from "@/lib/billing/admin-subscribers";
import type { Page } from "@/lib/admin/list-query";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { ContactLinks } from "./contact-links";
import { formatDate } from "@/lib/time";
import { InvoicesDialog } from "./invoices-dialog";
import { EmptyState, ExportCsvLink, ListPanel } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { SubscriberInvoices } from "./subscriber-invoices";
import { subscriberStatus } from "./subscriber-status";

const DEFAULT_SORT = "-startedAt";

/** Website plan subscribers, with what the team needs to build each site, and each one's invoices (refunded from there). */
export function SubscribersTab({ page, invoices, state }: { page: Page<AdminSubscriber>; invoices: Record<string, AdminInvoice[]>; state: ListState }) {
  const columns: ListColumn<AdminSubscriber>[] = [
    {
      header: "Business",
      sort: "businessName",
      phone: "title",
      cell: (subscriber) => (
        <>
          <Link
            href={`/admin/subscribers/${subscriber.id}`}
            aria-label={`Open subscriber ${subscriber.businessName}`}
            className="block rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none max-md:-my-3 max-md:py-3"
          >
            {subscriber.businessName}
          </Link>
          <span className="block text-xs text-muted-foreground">
            {subscriber.trade} · {subscriber.serviceArea}
          </span>
        </>
      ),
    },
    {
      header: "Customer",
      phone: "full",
      cell: (subscriber) => (
        <>
          <span className="mb-1 block md:mb-0">{subscriber.customerName}</span>
          <ContactLinks email={subscriber.email} phone={subscriber.phone} />
        </>
      ),
    },
    {
      header: "Plan",
      phone: "half",
      cell: (subscriber) => (
        <>
          <span className="block font-medium text-ink">{subscriber.plan}</span>
          <InvoicesDialog businessName={subscriber.businessName} count={invoices[subscriber.id]?.length ?? 0}>
            <SubscriberInvoices invoices={invoices[subscriber.id] ?? []} />
          </InvoicesDialog>
        </>
      ),
    },
    {
      header: "Status",
      phone: "status",
      cell: (subscriber) => {
        const status = subscriberStatus(subscriber);
        return (
          <>
            <Badge className={cn("px-2.5 py-0.5 font-medium whitespace-nowrap", TONES[status.tone])}>{status.label}</Badge>
            {subscriber.canceledAt && <span className="mt-1 block text-xs text-muted-foreground max-md:hidden">Ended {formatDate(subscriber.canceledAt)}</span>}
          </>
        );
      },
    },
    {
      header: "Started",
      sort: "startedAt",
      descendingFirst: true,
      phone: "half",
      className: "whitespace-nowrap",
      cell: (subscriber) => (subscriber.startedAt ? formatDate(subscriber.startedAt) : "—"),
    },
    { header: "MRR", align: "right", phone: "half", className: "tabular-nums", cell: (subscriber) => formatCents(subscriber.mrr) },
    {
      header: "Site details",
      phone: "full",
      cell: (subscriber) => (
        <>
          <span className="block break-words">{subscriber.website ?? <span className="text-muted-foreground">No website or domain given</span>}</span>
          {subscriber.logoUrl ? (
            <a
              href={subscriber.logoUrl}
              download
              className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline md:min-h-8"
            >
              <Icon icon={FileDown} className="size-4 shrink-0" aria-hidden />
              Logo
            </a>
          ) : (
            <span className="block text-xs text-muted-foreground">No logo uploaded</span>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeading title="Subscribers" description="Website plan customers. Call each new one within one business day to start their build." />
      <ListPanel
        tools={
          <ListToolbar
            key={state.q}
            tab="subscribers"
            q={state.q ?? ""}
            sort={state.sort}
            searchLabel="Search subscribers"
            placeholder="Business, email or plan"
          >
            <ExportCsvLink href={exportHref("/api/admin/subscribers", state)} what="subscribers" />
          </ListToolbar>
        }
      >
        <AdminList
          label="Subscribers table"
          className="md:min-w-[64rem]"
          columns={columns}
          rows={page.rows}
          rowKey={(subscriber) => subscriber.id}
          rowTestId={(subscriber) => `subscriber-row-${subscriber.id}`}
          valign="top"
          sorting={{ tab: "subscribers", state, defaultSort: DEFAULT_SORT }}
          paging={{ tab: "subscribers", state, page, label: "Subscriber pages" }}
          empty={
            state.q ? (
              <EmptyState
                icon={SearchX}
                title="No subscribers match this search."
                action={
                  <Button asChild variant="outline" className="h-11">
                    <Link href={adminHref("subscribers")}>Show all subscribers</Link>
                  </Button>
                }
              >
                Try the business name, the customer&apos;s email, a trade, a service area or a plan.
              </EmptyState>
            ) : (
              <EmptyState icon={Globe} title="No subscribers yet.">
                Customers who start a website plan from the pricing section show up here.
              </EmptyState>
            )
          }
        />
      </ListPanel>
    </>
  );
}
