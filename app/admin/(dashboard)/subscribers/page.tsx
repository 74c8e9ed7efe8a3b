import type { Metadata } from "next";
import { listQuery, listState } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { SubscribersTab } from "@/components/admin/subscribers-tab";
import { invoicesOfSubscriptions, listSubscribers, SUBSCRIBER_SORTS } from "@/lib/billing/admin-subscribers";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Subscribers" };
export const dynamic = "force-dynamic";

/** Website plan subscribers: plan, status, start, MRR and invoices, searched, sorted and paged through the URL. */
export default async function AdminSubscribersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const query = listQuery(await searchParams, SUBSCRIBER_SORTS, "-startedAt");
  const page = await listSubscribers(query);
  const invoices = await invoicesOfSubscriptions(page.rows.map((row) => row.id));
  return <SubscribersTab page={page} invoices={Object.fromEntries(invoices)} state={listState(query, "-startedAt")} />;
}
