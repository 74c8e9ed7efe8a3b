import { Mail } from "lucide";
import type { OutboxEmail } from "@/lib/mail/admin-outbox";
import type { Page } from "@/lib/admin/list-query";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import type { ListState } from "./admin-url";
import { formatDateTime } from "@/lib/time";
import { EmptyState, ListPanel } from "./list-parts";
import { EmailStatusBadge } from "./status-badge";

const COLUMNS: ListColumn<OutboxEmail>[] = [
  {
    header: "Email",
    phone: "title",
    className: "min-w-0 whitespace-normal",
    cell: (email) => (
      <>
        <p className="font-medium break-words text-ink">{email.subject}</p>
        <p className="mt-0.5 text-sm break-all text-muted-foreground">
          To {email.to}
          {email.replyTo && <> · Reply to {email.replyTo}</>}
        </p>
        {/* The Sent column waits for a wider screen; on a phone the time is under the address. */}
        <p className="mt-0.5 text-sm text-muted-foreground md:hidden">
          <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
        </p>
        {email.error && <p className="mt-2 text-sm text-red-700">Delivery failed: {email.error}</p>}
        <details className="group mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-1 text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none md:min-h-10">
            <span className="group-open:hidden">Show message</span>
            <span className="hidden group-open:inline">Hide message</span>
          </summary>
          <pre
            tabIndex={0}
            className="mt-2 max-h-96 overflow-auto rounded-md border border-border bg-surface p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800"
          >
            {email.text}
          </pre>
        </details>
      </>
    ),
  },
  { header: "Status", phone: "status", headClassName: "w-28", cell: (email) => <EmailStatusBadge status={email.status} /> },
  {
    header: "Sent",
    phone: "hidden",
    headClassName: "w-48",
    className: "whitespace-nowrap text-muted-foreground",
    cell: (email) => <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>,
  },
];

/** Emails the site sent, or kept here instead of sending while it runs offline. */
export function OutboxTab({ page, state }: { page: Page<OutboxEmail>; state: ListState }) {
  return (
    <>
      <AdminPageHeading title="Outbox" description="Emails to the team and to customers. In offline mode they are kept here instead of being sent." />
      <ListPanel>
        <AdminList
          label="Emails"
          className="table-fixed"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(email) => email.id}
          rowTestId={(email) => `email-${email.id}`}
          valign="top"
          paging={{ tab: "outbox", state, page, label: "Outbox pages" }}
          empty={
            <EmptyState icon={Mail} title="No emails yet.">
              Quote requests and contact inquiries each send the team an email; they show up here.
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
