import type { Metadata } from "next";
import { listQuery, listState } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { QuotesTab } from "@/components/admin/quotes-tab";
import { listQuoteRequests, QUOTE_REQUEST_SORTS } from "@/lib/quotes/admin-requests";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Quotes" };
export const dynamic = "force-dynamic";

/** The admin's Quotes (docs/product.md#quotes-tab): print quote requests, searched, sorted and paged through the URL. */
export default async function AdminQuotesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const query = listQuery(await searchParams, QUOTE_REQUEST_SORTS, "-createdAt");
  return <QuotesTab page={await listQuoteRequests(query)} state={listState(query, "-createdAt")} />;
}
