import Link from "next/link";
import { CircleCheck, RotateCw } from "lucide";
import type { FailedJob, QueueSummary, StalledJob } from "@/lib/jobs/admin-queues";
import { jobLabel } from "@/lib/admin/job-labels";
import { cn } from "@/lib/utils/cn";
import { AdminActionButton } from "./admin-action-button";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { formatDateTime } from "@/lib/time";
import { EmptyState, ListPanel } from "./list-parts";

const count = (header: string, value: (queue: QueueSummary) => number, alarm?: string): ListColumn<QueueSummary> => ({
  header,
  align: "right",
  phone: "fifth",
  className: "tabular-nums",
  cell: (queue) => <span className={cn(alarm && value(queue) > 0 && `font-semibold ${alarm}`)}>{value(queue)}</span>,
});

const QUEUE_COLUMNS: ListColumn<QueueSummary>[] = [
  { header: "Queue", phone: "title", className: "font-medium text-ink", cell: (queue) => jobLabel(queue.name) },
  count("Waiting", (queue) => queue.waiting),
  count("Running", (queue) => queue.running),
  count("Stalled", (queue) => queue.stalled, "text-amber-800"),
  count("Failed", (queue) => queue.failed, "text-red-700"),
  count("Done in 24 h", (queue) => queue.completedToday),
];

const FAILED_COLUMNS: ListColumn<FailedJob>[] = [
  {
    header: "Job",
    phone: "title",
    cell: (job) => (
      <>
        <JobTitle name={job.name} orderId={job.orderId} />
        <p className="mt-1 text-sm break-words text-red-700">{job.error}</p>
      </>
    ),
  },
  {
    header: "Failed",
    phone: "full",
    headClassName: "w-56",
    className: "text-sm text-muted-foreground",
    cell: (job) => (
      <>
        {job.attempts} attempts · <time dateTime={job.failedAt}>{formatDateTime(job.failedAt)}</time>
      </>
    ),
  },
  {
    header: "Actions",
    hideHeader: true,
    phone: "action",
    headClassName: "w-32",
    className: "md:text-right",
    cell: (job) => (
      <AdminActionButton
        url={`/api/admin/jobs/${job.id}/retry`}
        body={{ name: job.name }}
        icon={RotateCw}
        label="Retry"
        success="Job queued again."
        failure="The job wasn't retried"
      />
    ),
  },
];

/** Stalled jobs: gone quiet mid-run, each back in its queue once its time limit passes (judged against `now`). */
function stalledColumns(now: Date): ListColumn<StalledJob>[] {
  return [
    { header: "Job", phone: "title", cell: (job) => <JobTitle name={job.name} orderId={job.orderId} /> },
    {
      header: "Last heard from",
      phone: "half",
      className: "text-amber-800",
      cell: (job) => <time dateTime={job.lastSeenAt}>{formatDateTime(job.lastSeenAt)}</time>,
    },
    {
      header: "Started",
      phone: "half",
      className: "text-muted-foreground",
      cell: (job) => <time dateTime={job.startedAt}>{formatDateTime(job.startedAt)}</time>,
    },
    {
      header: "Back in its queue",
      phone: "full",
      className: "text-muted-foreground",
      cell: (job) => (new Date(job.retriedFrom) <= now ? "Within a minute" : <time dateTime={job.retriedFrom}>After {formatDateTime(job.retriedFrom)}</time>),
    },
  ];
}

/**
 * The background jobs: how much each queue has waiting, running, stalled and failed, the jobs
 * whose process stopped mid-run, and the jobs that used every attempt with their last error, each
 * retriable. The order pages show the same attempts on their timelines.
 */
export function JobsTab({ queues, stalled, failed, now }: { queues: QueueSummary[]; stalled: StalledJob[]; failed: FailedJob[]; now: Date }) {
  return (
    <>
      <AdminPageHeading
        title="Jobs"
        description="Fulfilment, emails and payment syncs run in the background and retry with growing waits when a service is down."
      />
      <div className="grid gap-6">
        <ListPanel title="Job queues" description="What each queue has waiting, running and done.">
          <AdminList
            label="Job queues"
            columns={QUEUE_COLUMNS}
            rows={queues}
            rowKey={(queue) => queue.name}
            rowTestId={(queue) => `queue-${queue.name}`}
            empty={null}
          />
        </ListPanel>

        {stalled.length > 0 && (
          <ListPanel
            title="Stalled jobs"
            description="Their process stopped mid-run (a restart or a crash), so nobody is working on them. Each goes back in its queue by itself once its time limit passes."
          >
            <AdminList
              label="Stalled jobs"
              columns={stalledColumns(now)}
              rows={stalled}
              rowKey={(job) => job.id}
              rowTestId={(job) => `stalled-job-${job.id}`}
              valign="top"
              empty={null}
            />
          </ListPanel>
        )}

        <ListPanel title="Failed jobs" description="Jobs that used every attempt. Fix the cause (a Printful outage, a mail server setting), then retry.">
          <AdminList
            label="Failed jobs"
            columns={FAILED_COLUMNS}
            rows={failed}
            rowKey={(job) => job.id}
            rowTestId={(job) => `failed-job-${job.id}`}
            valign="top"
            empty={
              <EmptyState icon={CircleCheck} title="No failed jobs.">
                Every job so far finished, or is still being retried.
              </EmptyState>
            }
          />
        </ListPanel>
      </div>
    </>
  );
}

/** A job as the owner reads it: its queue, and the order it is for (linked). */
function JobTitle({ name, orderId }: { name: string; orderId: number | null }) {
  return (
    <p className="font-medium text-ink">
      {jobLabel(name)}
      {orderId !== null && (
        <>
          {" "}
          for{" "}
          <Link href={`/admin/orders/${orderId}`} className="inline-flex min-h-11 items-center text-primary hover:underline md:inline md:min-h-0">
            order #{orderId}
          </Link>
        </>
      )}
    </p>
  );
}
