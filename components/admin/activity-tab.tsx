import { Activity, ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AuditLogEntry } from "@/lib/admin/activity";
import type { Page } from "@/lib/admin/list-query";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import type { ListState } from "./admin-url";
import { formatDateTime } from "@/lib/time";
import { EmptyState, ListPanel } from "./list-parts";

function compactJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

const SHORT = 80;
const code = "rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all text-slate-800";

/** Compact JSON; a long value (a whole coupon, say) opens from its first 80 characters. */
function Json({ value }: { value: unknown }) {
  const text = compactJson(value);
  if (text === null) return <span className="text-muted-foreground">—</span>;
  if (text.length <= SHORT) return <code className={code}>{text}</code>;
  return (
    <details className="group max-w-full">
      <summary className="cursor-pointer rounded focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none max-md:flex max-md:min-h-11 max-md:items-center">
        <code className={code}>
          <span className="group-open:hidden">{text.slice(0, SHORT)}…</span>
          <span className="hidden group-open:inline">{text}</span>
        </code>
      </summary>
    </details>
  );
}

const COLUMNS: ListColumn<AuditLogEntry>[] = [
  { header: "When", phone: "half", className: "md:whitespace-nowrap", cell: (entry) => formatDateTime(entry.createdAt) },
  { header: "Who", phone: "half", className: "break-all md:whitespace-nowrap md:break-normal", cell: (entry) => entry.actorEmail },
  { header: "Action", phone: "title", cell: (entry) => <code className="font-mono text-xs font-semibold break-all text-ink">{entry.action}</code> },
  {
    header: "Entity",
    phone: "status",
    className: "whitespace-nowrap",
    cell: (entry) => (
      <>
        {entry.entityType} #{entry.entityId}
      </>
    ),
  },
  {
    header: "Change",
    phone: "full",
    className: "md:max-w-xl",
    cell: (entry) => (
      <div className="flex flex-wrap items-center gap-1.5">
        <Json value={entry.before} />
        <Icon icon={ArrowRight} className="size-3.5 shrink-0 text-muted-foreground" aria-label="to" role="img" />
        <Json value={entry.after} />
      </div>
    ),
  },
];

/** The audit log: who changed what and when, with the values before and after. */
export function ActivityTab({ page, state }: { page: Page<AuditLogEntry>; state: ListState }) {
  return (
    <>
      <AdminPageHeading title="Activity" description="Every change made in this dashboard, newest first." />
      <ListPanel>
        <AdminList
          label="Activity table"
          className="md:min-w-[56rem]"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(entry) => entry.id}
          rowTestId={(entry) => `activity-row-${entry.id}`}
          valign="top"
          paging={{ tab: "activity", state, page, label: "Activity pages" }}
          empty={
            <EmptyState icon={Activity} title="No activity yet.">
              Status changes, coupon edits and blog posts are recorded here as they happen.
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
