import Link from "next/link";
import { FileDown, Globe, SearchX } from "lucide";
import { TONES } from "@/components/orders/order-state-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminInvoice, AdminSubscriber } from "@/lib/admin/subscribers";
import type { Page } from "@/lib/admin/list-query";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { formatDate } from "./format";
import { InvoicesDialog } from "./invoices-dialog";
import { EmptyState, ExportCsvLink, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { SubscriberInvoices } from "./subscriber-invoices";
import { subscriberStatus } from "./subscriber-status";

const DEFAULT_SORT = "-startedAt";

/** Website plan subscribers, with what the team needs to build each site, and each one's invoices (refunded from there). */
export function SubscribersTab({ page, invoices, state }: { page: Page<AdminSubscriber>; invoices: Record<string, AdminInvoice[]>; state: ListState }) {
  const sort = (column: string, label: string, descendingFirst = false) => (
    <SortableHead tab="subscribers" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst}>
      {label}
    </SortableHead>
  );
  return (
    <ListPanel
      title="Subscribers"
      description="Website plan customers. Call each new one within one business day to start their build."
      tools={
        <ListToolbar key={state.q} tab="subscribers" q={state.q ?? ""} sort={state.sort} searchLabel="Search subscribers" placeholder="Business, email, trade, area or plan">
          <ExportCsvLink href={exportHref("/api/admin/subscribers", state)} what="subscribers" />
        </ListToolbar>
      }
    >
      {page.total === 0 ? (
        state.q ? (
          <EmptyState
            icon={SearchX}
            title="No subscribers match this search."
            action={
              <Button asChild variant="outline">
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
      ) : (
        <Table label="Subscribers table" className="min-w-[72rem]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sort("businessName", "Business")}
              <TableHead scope="col">Customer</TableHead>
              <TableHead scope="col">Plan</TableHead>
              <TableHead scope="col">Status</TableHead>
              {sort("startedAt", "Started", true)}
              <TableHead scope="col" className="text-right">
                MRR
              </TableHead>
              <TableHead scope="col">Site details</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((subscriber) => {
              const status = subscriberStatus(subscriber);
              return (
                <TableRow key={subscriber.id} className="align-top" data-testid={`subscriber-row-${subscriber.id}`}>
                  <TableCell>
                    <Link href={`/admin/subscribers/${subscriber.id}`} className="inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline">
                      {subscriber.businessName}
                    </Link>
                    <span className="block text-xs text-muted-foreground">
                      {subscriber.trade} · {subscriber.serviceArea}
                    </span>
                  </TableCell>
                  <TableCell>
                    <span className="block">{subscriber.customerName}</span>
                    <a href={`mailto:${subscriber.email}`} className="block text-primary underline-offset-4 hover:underline">
                      {subscriber.email}
                    </a>
                    <a href={`tel:${subscriber.phone}`} className="block whitespace-nowrap text-primary underline-offset-4 hover:underline">
                      {subscriber.phone}
                    </a>
                  </TableCell>
                  <TableCell>
                    <span className="block font-medium text-ink">{subscriber.plan}</span>
                    <InvoicesDialog businessName={subscriber.businessName} count={invoices[subscriber.id]?.length ?? 0}>
                      <SubscriberInvoices invoices={invoices[subscriber.id] ?? []} />
                    </InvoicesDialog>
                  </TableCell>
                  <TableCell>
                    <Badge className={cn("px-2.5 py-0.5 font-medium whitespace-nowrap", TONES[status.tone])}>{status.label}</Badge>
                    {subscriber.canceledAt && <span className="mt-1 block text-xs text-muted-foreground">Ended {formatDate(subscriber.canceledAt)}</span>}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{subscriber.startedAt ? formatDate(subscriber.startedAt) : "—"}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(subscriber.mrr)}</TableCell>
                  <TableCell>
                    <span className="block">{subscriber.website ?? <span className="text-muted-foreground">No website or domain given</span>}</span>
                    {subscriber.logoUrl ? (
                      <a href={subscriber.logoUrl} download className="inline-flex min-h-8 items-center gap-1 text-primary underline-offset-4 hover:underline">
                        <Icon icon={FileDown} className="size-4 shrink-0" aria-hidden />
                        Logo
                      </a>
                    ) : (
                      <span className="block text-xs text-muted-foreground">No logo uploaded</span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pagination tab="subscribers" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Subscriber pages" />
    </ListPanel>
  );
}
