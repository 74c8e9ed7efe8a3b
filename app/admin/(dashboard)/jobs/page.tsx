import type { Metadata } from "next";
import { JobsTab } from "@/components/admin/jobs-tab";
import { failedJobs, queueSummaries } from "@/lib/admin/jobs";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Jobs" };
export const dynamic = "force-dynamic";

/** The background job queues and the jobs that failed for good. */
export default async function AdminJobsPage() {
  await adminForPage();
  const [queues, failed] = await Promise.all([queueSummaries(), failedJobs()]);
  return <JobsTab queues={queues} failed={failed} />;
}
