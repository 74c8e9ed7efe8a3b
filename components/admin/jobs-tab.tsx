import Link from "next/link";
import { CircleCheck, RotateCw } from "lucide";
import type { FailedJob, QueueSummary, StalledJob } from "@/lib/admin/jobs";
import { jobLabel } from "@/lib/admin/job-labels";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AdminActionButton } from "./admin-action-button";
import { formatDateTime } from "@/lib/time";
import { EmptyState, ListPanel } from "./list-parts";

/**
 * The background jobs: how much each queue has waiting, running, stalled and failed, the jobs
 * whose process stopped mid-run, and the jobs that used every attempt with their last error, each
 * retriable. The order pages show the same attempts on their timelines.
 */
export function JobsTab({ queues, stalled, failed, now }: { queues: QueueSummary[]; stalled: StalledJob[]; failed: FailedJob[]; now: Date }) {
  return (
    <div className="grid gap-6">
      <ListPanel title="Job queues" description="Fulfilment, order emails and payment syncs run in the background and retry with growing waits when a service is down.">
        <Table label="Job queues" className="min-w-[42rem]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">Queue</TableHead>
              <TableHead scope="col" className="text-right">Waiting</TableHead>
              <TableHead scope="col" className="text-right">Running</TableHead>
              <TableHead scope="col" className="text-right">Stalled</TableHead>
              <TableHead scope="col" className="text-right">Failed</TableHead>
              <TableHead scope="col" className="text-right">Done in 24 h</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {queues.map((queue) => (
              <TableRow key={queue.name} data-testid={`queue-${queue.name}`}>
                <TableCell className="font-medium text-ink">{jobLabel(queue.name)}</TableCell>
                <TableCell className="text-right tabular-nums">{queue.waiting}</TableCell>
                <TableCell className="text-right tabular-nums">{queue.running}</TableCell>
                <TableCell className={queue.stalled > 0 ? "text-right font-semibold text-amber-800 tabular-nums" : "text-right tabular-nums"}>{queue.stalled}</TableCell>
                <TableCell className={queue.failed > 0 ? "text-right font-semibold text-red-700 tabular-nums" : "text-right tabular-nums"}>{queue.failed}</TableCell>
                <TableCell className="text-right tabular-nums">{queue.completedToday}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPanel>

      {stalled.length > 0 && (
        <ListPanel title="Stalled jobs" description="Their process stopped mid-run (a restart or a crash), so nobody is working on them. Each goes back in its queue by itself within a minute, as the job worker or the cron route finds it.">
          <ul className="divide-y divide-border" aria-label="Stalled jobs">
            {stalled.map((job) => (
              <li key={job.id} className="px-4 py-4 sm:px-5" data-testid={`stalled-job-${job.id}`}>
                <JobTitle name={job.name} orderId={job.orderId} />
                <p className="mt-1 text-sm text-amber-800">
                  Last heard from <time dateTime={job.lastSeenAt}>{formatDateTime(job.lastSeenAt)}</time>
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  Started <time dateTime={job.startedAt}>{formatDateTime(job.startedAt)}</time> ·{" "}
                  {new Date(job.retriedFrom) <= now ? (
                    "back in its queue within a minute"
                  ) : (
                    <>
                      back in its queue after <time dateTime={job.retriedFrom}>{formatDateTime(job.retriedFrom)}</time>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </ListPanel>
      )}

      <ListPanel title="Failed jobs" description="Jobs that used every attempt. Fix the cause (a Printful outage, a mail server setting), then retry.">
        {failed.length === 0 ? (
          <EmptyState icon={CircleCheck} title="No failed jobs.">
            Every job so far finished, or is still being retried.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Failed jobs">
            {failed.map((job) => (
              <li key={job.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5" data-testid={`failed-job-${job.id}`}>
                <div className="min-w-0">
                  <JobTitle name={job.name} orderId={job.orderId} />
                  <p className="mt-1 text-sm break-words text-red-700">{job.error}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {job.attempts} attempts · failed <time dateTime={job.failedAt}>{formatDateTime(job.failedAt)}</time>
                  </p>
                </div>
                <AdminActionButton url={`/api/admin/jobs/${job.id}/retry`} body={{ name: job.name }} icon={RotateCw} label="Retry" success="Job queued again." failure="The job wasn't retried" />
              </li>
            ))}
          </ul>
        )}
      </ListPanel>
    </div>
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
          <Link href={`/admin/orders/${orderId}`} className="text-primary hover:underline">
            order #{orderId}
          </Link>
        </>
      )}
    </p>
  );
}
