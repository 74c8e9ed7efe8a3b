import Link from "next/link";
import { MessageSquare, SearchX } from "lucide";
import type { AdminContactInquiry } from "@/lib/admin/leads";
import type { Page } from "@/lib/admin/list-query";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { formatDate } from "@/lib/time";
import { EmptyState, ExportCsvLink, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar } from "./list-toolbar";

const DEFAULT_SORT = "-createdAt";

/** Contact form submissions from the home page. */
export function ContactsTab({ page, state }: { page: Page<AdminContactInquiry>; state: ListState }) {
  const sort = (column: string, label: string, { descendingFirst = false, className }: { descendingFirst?: boolean; className?: string } = {}) => (
    <SortableHead tab="contacts" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst} className={className}>
      {label}
    </SortableHead>
  );
  return (
    <ListPanel
      title="Contact Inquiries"
      description="Messages from the home page contact form. Call back the same day while the lead is warm."
      tools={
        <ListToolbar key={state.q} tab="contacts" q={state.q ?? ""} sort={state.sort} searchLabel="Search contacts" placeholder="Name, business, email or trade">
          <ExportCsvLink href={exportHref("/api/contact-inquiries", state)} what="contact inquiries" />
        </ListToolbar>
      }
    >
      {page.total === 0 ? (
        state.q ? (
          <EmptyState
            icon={SearchX}
            title="No contact inquiries match this search."
            action={
              <Button asChild variant="outline">
                <Link href={adminHref("contacts")}>Show all contacts</Link>
              </Button>
            }
          >
            Try a first or last name, the business, an email or a trade such as Plumber.
          </EmptyState>
        ) : (
          <EmptyState icon={MessageSquare} title="No contact inquiries yet.">
            Messages sent from the contact form on the home page show up here.
          </EmptyState>
        )
      ) : (
        // Six columns, every one a share of the card (email and phone stacked as one contact): at
        // 1280 px each reads in words, and a long value wraps or is cut short with the whole of it on hover.
        <Table label="Contact inquiries table" className="min-w-[56rem] table-fixed">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sort("createdAt", "Date", { descendingFirst: true, className: "w-32" })}
              <TableHead scope="col" className="w-[16%]">
                Name
              </TableHead>
              {sort("businessName", "Business", { className: "w-[19%]" })}
              {sort("email", "Contact", { className: "w-[21%]" })}
              <TableHead scope="col" className="w-[12%]">
                Trade
              </TableHead>
              <TableHead scope="col">Message</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((inquiry) => (
              <TableRow key={inquiry.id} className="align-top" data-testid={`contact-row-${inquiry.id}`}>
                <TableCell>{formatDate(inquiry.createdAt)}</TableCell>
                <TableCell className="font-medium break-words text-ink">
                  <span className="line-clamp-3" title={`${inquiry.firstName} ${inquiry.lastName}`}>
                    {inquiry.firstName} {inquiry.lastName}
                  </span>
                </TableCell>
                <TableCell className="break-words">
                  <span className="line-clamp-3" title={inquiry.businessName}>
                    {inquiry.businessName}
                  </span>
                </TableCell>
                <TableCell className="space-y-0.5">
                  <a href={`mailto:${inquiry.email}`} title={inquiry.email} className="block truncate text-primary [font-feature-settings:'calt'_0] underline-offset-4 hover:underline">
                    {inquiry.email}
                  </a>
                  <a href={`tel:${inquiry.phone}`} title={inquiry.phone} className="block truncate text-primary underline-offset-4 hover:underline">
                    {inquiry.phone}
                  </a>
                </TableCell>
                <TableCell>{inquiry.tradeType}</TableCell>
                <TableCell className="text-slate-700">
                  <span className="line-clamp-5 break-words whitespace-pre-line" title={inquiry.message}>
                    {inquiry.message}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination tab="contacts" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Contact inquiry pages" />
    </ListPanel>
  );
}
