import type { Metadata } from "next";
import { ContactsTab } from "@/components/admin/contacts-tab";
import { listQuery, listState } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { LEAD_SORTS, listContactInquiries } from "@/lib/admin/leads";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Contacts" };
export const dynamic = "force-dynamic";

/** The admin's Contacts (docs/product.md#contacts-tab): contact form submissions, searched, sorted and paged through the URL. */
export default async function AdminContactsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const query = listQuery(await searchParams, LEAD_SORTS, "-createdAt");
  return <ContactsTab page={await listContactInquiries(query)} state={listState(query, "-createdAt")} />;
}
