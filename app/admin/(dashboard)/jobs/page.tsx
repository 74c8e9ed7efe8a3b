import type { Metadata } from "next";
import { JobsTab } from "@/components/admin/jobs-tab";
import { failedJobs, queueSummaries, stalledJobs } from "@/lib/jobs/admin-queues";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Jobs" };
export const dynamic = "force-dynamic";

/** The background job queues, the jobs whose process stopped mid-run and the jobs that failed for good. */
export default async function AdminJobsPage() {
  await adminForPage();
  const [queues, stalled, failed] = await Promise.all([queueSummaries(), stalledJobs(), failedJobs()]);
  return <JobsTab queues={queues} stalled={stalled} failed={failed} now={new Date()} />;
}
