import { Activity, ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AuditLogEntry } from "@/lib/admin/activity";
import type { Page } from "@/lib/admin/list-query";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ListState } from "./admin-url";
import { formatDateTime } from "@/lib/time";
import { EmptyState, ListPanel, Pagination } from "./list-parts";

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
      <summary className="cursor-pointer rounded focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none">
        <code className={code}>
          <span className="group-open:hidden">{text.slice(0, SHORT)}…</span>
          <span className="hidden group-open:inline">{text}</span>
        </code>
      </summary>
    </details>
  );
}

/** The audit log: who changed what and when, with the values before and after. */
export function ActivityTab({ page, state }: { page: Page<AuditLogEntry>; state: ListState }) {
  return (
    <ListPanel title="Activity" description="Every change made in this dashboard, newest first.">
      {page.total === 0 ? (
        <EmptyState icon={Activity} title="No activity yet.">
          Status changes, coupon edits and blog posts are recorded here as they happen.
        </EmptyState>
      ) : (
        <Table label="Activity table" className="min-w-[60rem]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">When</TableHead>
              <TableHead scope="col">Who</TableHead>
              <TableHead scope="col">Action</TableHead>
              <TableHead scope="col">Entity</TableHead>
              <TableHead scope="col">Change</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((entry) => (
              <TableRow key={entry.id} className="align-top" data-testid={`activity-row-${entry.id}`}>
                <TableCell className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{entry.actorEmail}</TableCell>
                <TableCell>
                  <code className="font-mono text-xs font-semibold text-ink">{entry.action}</code>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {entry.entityType} #{entry.entityId}
                </TableCell>
                <TableCell className="max-w-xl">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Json value={entry.before} />
                    <Icon icon={ArrowRight} className="size-3.5 shrink-0 text-muted-foreground" aria-label="to" role="img" />
                    <Json value={entry.after} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination tab="activity" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Activity pages" />
    </ListPanel>
  );
}
