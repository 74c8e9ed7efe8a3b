import type { Metadata } from "next";
import { listQuery, listState } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { OutboxTab } from "@/components/admin/outbox-tab";
import { listOutbox } from "@/lib/mail/admin-outbox";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Outbox" };
export const dynamic = "force-dynamic";

/** The emails the site sent (or kept, offline), newest first, paged through the URL. */
export default async function AdminOutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const query = listQuery(await searchParams, ["createdAt"], "-createdAt");
  return <OutboxTab page={await listOutbox(query)} state={listState(query, "-createdAt")} />;
}
