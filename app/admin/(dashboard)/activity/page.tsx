import type { Metadata } from "next";
import { ActivityTab } from "@/components/admin/activity-tab";
import { listQuery, listState } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { listAuditLog } from "@/lib/admin/activity";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Activity" };
export const dynamic = "force-dynamic";

/** The audit log of changes made in the admin, newest first, paged through the URL. */
export default async function AdminActivityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const query = listQuery(await searchParams, ["createdAt"], "-createdAt");
  return <ActivityTab page={await listAuditLog(query)} state={listState(query, "-createdAt")} />;
}
