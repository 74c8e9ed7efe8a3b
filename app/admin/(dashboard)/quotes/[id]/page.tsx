import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QuoteDetail } from "@/components/admin/quote-detail";
import { quoteRequestDetail } from "@/lib/admin/quotes";
import { adminForPage } from "@/lib/auth/admin-guard";
import { MAX_DB_INT } from "@/lib/db/limits";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const requestId = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) <= MAX_DB_INT ? Number(id) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Quote request #${(await params).id}` };
}

/** One quote request: price it, revoke or decline, follow its print order, read the customer's questions. */
export default async function AdminQuoteRequestPage({ params }: Props) {
  await adminForPage();
  const id = requestId((await params).id);
  const detail = id === null ? null : await quoteRequestDetail(id);
  if (!detail) notFound();
  return <QuoteDetail detail={detail} />;
}
