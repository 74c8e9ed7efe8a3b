import type { Metadata } from "next";
import { ContactsTab } from "@/components/admin/contacts-tab";
import { listQuery, listState, optionParam } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { CONTACT_INQUIRY_SORTS, listContactInquiries } from "@/lib/contact-inquiries";
import { adminForPage } from "@/lib/auth/admin-guard";
import { CONTACT_STATUSES } from "@/lib/validation/contact";

export const metadata: Metadata = { title: "Contacts" };
export const dynamic = "force-dynamic";

/** The Contacts tab (docs/product.md#contacts-tab): contact form submissions, searched, filtered by status, sorted and paged through the URL. */
export default async function AdminContactsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const params = await searchParams;
  const status = optionParam(params.status, CONTACT_STATUSES);
  const query = listQuery(params, CONTACT_INQUIRY_SORTS, "-createdAt");
  return <ContactsTab page={await listContactInquiries(query, { status })} state={listState(query, "-createdAt", status)} />;
}
