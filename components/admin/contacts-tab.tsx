import Link from "next/link";
import { MessageSquare, SearchX } from "lucide";
import type { AdminContactInquiry } from "@/lib/contact-inquiries";
import type { Page } from "@/lib/admin/list-query";
import { CONTACT_STATUS_LABELS } from "@/lib/validation/contact";
import { Button } from "@/components/ui/button";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { ContactLinks } from "./contact-links";
import { ContactNoteDialog } from "./contact-note-dialog";
import { ContactStatusSelect } from "./contact-status-select";
import { formatDate } from "@/lib/time";
import { EmptyState, ExportCsvLink, ListPanel } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { ContactStatusBadge } from "./status-badge";

const DEFAULT_SORT = "-createdAt";
const STATUS_OPTIONS = Object.entries(CONTACT_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const fullName = (inquiry: AdminContactInquiry) => `${inquiry.firstName} ${inquiry.lastName}`;

// Fixed columns, each a share of the card (email and phone stacked as one contact, the trade under
// the business): at 1280 px each reads in words, and a long value wraps or is cut short with the whole of it on hover.
const COLUMNS: ListColumn<AdminContactInquiry>[] = [
  {
    header: "Date",
    sort: "createdAt",
    descendingFirst: true,
    phone: "half",
    headClassName: "w-32",
    className: "whitespace-nowrap",
    cell: (inquiry) => formatDate(inquiry.createdAt),
  },
  {
    header: "Name",
    phone: "title",
    headClassName: "w-[14%]",
    className: "font-medium break-words text-ink",
    cell: (inquiry) => (
      <span className="line-clamp-3" title={fullName(inquiry)}>
        {fullName(inquiry)}
      </span>
    ),
  },
  {
    header: "Business",
    sort: "businessName",
    phone: "half",
    headClassName: "w-[17%]",
    className: "break-words",
    cell: (inquiry) => (
      <>
        <span className="line-clamp-3" title={inquiry.businessName}>
          {inquiry.businessName}
        </span>
        <span className="block text-xs text-muted-foreground">{inquiry.tradeType}</span>
      </>
    ),
  },
  {
    header: "Contact",
    sort: "email",
    phone: "full",
    headClassName: "w-[19%]",
    className: "space-y-0.5",
    cell: (inquiry) => <ContactLinks email={inquiry.email} phone={inquiry.phone} />,
  },
  {
    header: "Message",
    phone: "full",
    className: "text-slate-700",
    cell: (inquiry) => (
      <>
        <span className="line-clamp-5 break-words whitespace-pre-line" title={inquiry.message}>
          {inquiry.message}
        </span>
        {inquiry.note && (
          <span className="mt-2 block rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-amber-950" data-testid="contact-note">
            <span className="block text-xs font-semibold tracking-wide uppercase">Team note</span>
            <span className="line-clamp-4 break-words whitespace-pre-line" title={inquiry.note}>
              {inquiry.note}
            </span>
          </span>
        )}
      </>
    ),
  },
  { header: "Status", phone: "status", wide: false, cell: (inquiry) => <ContactStatusBadge status={inquiry.status} /> },
  {
    // On a wide screen the status shows as its dropdown.
    header: "Status",
    phone: "action",
    headClassName: "w-44",
    cell: (inquiry) => (
      <div className="flex flex-wrap items-start gap-2 md:flex-col">
        <ContactStatusSelect key={`${inquiry.id}-${inquiry.status}`} id={inquiry.id} name={fullName(inquiry)} status={inquiry.status} />
        <ContactNoteDialog key={`${inquiry.id}-${inquiry.note}`} id={inquiry.id} name={fullName(inquiry)} note={inquiry.note} />
      </div>
    ),
  },
];

/** Contact form submissions from the home page: who to call back, and how each call went. */
export function ContactsTab({ page, state }: { page: Page<AdminContactInquiry>; state: ListState }) {
  const filtered = Boolean(state.q || state.status);
  return (
    <>
      <AdminPageHeading
        title="Contacts"
        description="Messages from the home page contact form. Call back the same day while the lead is warm, then mark how it went."
      />
      <ListPanel
        tools={
          <ListToolbar
            key={`${state.q}|${state.status}`}
            tab="contacts"
            q={state.q ?? ""}
            sort={state.sort}
            filters={[{ param: "status", label: "Status", allLabel: "All statuses", value: state.status, options: STATUS_OPTIONS }]}
            searchLabel="Search contacts"
            placeholder="Name, business or email"
          >
            <ExportCsvLink href={exportHref("/api/contact-inquiries", state)} what="contact inquiries" />
          </ListToolbar>
        }
      >
        <AdminList
          label="Contact inquiries table"
          className="table-fixed md:min-w-[60rem]"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(inquiry) => inquiry.id}
          rowTestId={(inquiry) => `contact-row-${inquiry.id}`}
          valign="top"
          sorting={{ tab: "contacts", state, defaultSort: DEFAULT_SORT }}
          paging={{ tab: "contacts", state, page, label: "Contact inquiry pages" }}
          empty={
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No contact inquiries match this search."
                action={
                  <Button asChild variant="outline" className="h-11">
                    <Link href={adminHref("contacts")}>Show all contacts</Link>
                  </Button>
                }
              >
                Try a first or last name, the business, an email, a trade such as Plumber, or another status.
              </EmptyState>
            ) : (
              <EmptyState icon={MessageSquare} title="No contact inquiries yet.">
                Messages sent from the contact form on the home page show up here.
              </EmptyState>
            )
          }
        />
      </ListPanel>
    </>
  );
}
