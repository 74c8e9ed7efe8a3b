import Link from "next/link";
import { MessageSquare, SearchX } from "lucide";
import type { AdminContactInquiry } from "@/lib/admin/leads";
import type { Page } from "@/lib/admin/list-query";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { formatDate } from "./format";
import { EmptyState, ExportCsvLink, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar } from "./list-toolbar";

const DEFAULT_SORT = "-createdAt";

/** Contact form submissions from the home page. */
export function ContactsTab({ page, state }: { page: Page<AdminContactInquiry>; state: ListState }) {
  const sort = (column: string, label: string, descendingFirst = false) => (
    <SortableHead tab="contacts" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst}>
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
        <Table label="Contact inquiries table" className="min-w-[72rem]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sort("createdAt", "Date", true)}
              <TableHead scope="col">Name</TableHead>
              {sort("businessName", "Business")}
              {sort("email", "Email")}
              <TableHead scope="col">Phone</TableHead>
              <TableHead scope="col">Trade</TableHead>
              <TableHead scope="col">Message</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((inquiry) => (
              <TableRow key={inquiry.id} className="align-top" data-testid={`contact-row-${inquiry.id}`}>
                <TableCell className="whitespace-nowrap">{formatDate(inquiry.createdAt)}</TableCell>
                <TableCell className="font-medium whitespace-nowrap text-ink">
                  {inquiry.firstName} {inquiry.lastName}
                </TableCell>
                <TableCell>{inquiry.businessName}</TableCell>
                <TableCell>
                  <a href={`mailto:${inquiry.email}`} className="whitespace-nowrap text-primary [font-feature-settings:'calt'_0] underline-offset-4 hover:underline">
                    {inquiry.email}
                  </a>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <a href={`tel:${inquiry.phone}`} className="text-primary underline-offset-4 hover:underline">
                    {inquiry.phone}
                  </a>
                </TableCell>
                <TableCell className="whitespace-nowrap">{inquiry.tradeType}</TableCell>
                <TableCell className="max-w-md min-w-64 text-slate-700">
                  <span className="line-clamp-5 whitespace-pre-line">{inquiry.message}</span>
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
