import { Mail } from "lucide";
import type { OutboxEmail } from "@/lib/admin/activity";
import type { Page } from "@/lib/admin/list-query";
import type { ListState } from "./admin-url";
import { formatDateTime } from "@/lib/time";
import { EmptyState, ListPanel, Pagination } from "./list-parts";
import { EmailStatusBadge } from "./status-badge";

/** Emails the site sent, or kept here instead of sending while it runs offline. */
export function OutboxTab({ page, state }: { page: Page<OutboxEmail>; state: ListState }) {
  return (
    <ListPanel title="Outbox" description="Emails to the team and to customers. In offline mode they are kept here instead of being sent.">
      {page.total === 0 ? (
        <EmptyState icon={Mail} title="No emails yet.">
          Quote requests and contact inquiries each send the team an email; they show up here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border" aria-label="Emails">
          {page.rows.map((email) => (
            <li key={email.id} className="px-4 py-4 sm:px-5" data-testid={`email-${email.id}`}>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{email.subject}</p>
                  <p className="mt-0.5 text-sm break-all text-muted-foreground">
                    To {email.to}
                    {email.replyTo && <> · Reply to {email.replyTo}</>}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3 text-sm text-muted-foreground">
                  <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
                  <EmailStatusBadge status={email.status} />
                </div>
              </div>
              {email.error && <p className="mt-2 text-sm text-red-700">Delivery failed: {email.error}</p>}
              <details className="group mt-2">
                <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-md px-1 text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none">
                  <span className="group-open:hidden">Show message</span>
                  <span className="hidden group-open:inline">Hide message</span>
                </summary>
                <pre tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-md border border-border bg-surface p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800">{email.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination tab="outbox" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Outbox pages" />
    </ListPanel>
  );
}
