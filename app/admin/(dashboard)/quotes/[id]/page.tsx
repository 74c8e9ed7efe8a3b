import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QuoteDetail } from "@/components/admin/quote-detail";
import { quoteRequestDetail } from "@/lib/quotes/admin-requests";
import { adminForPage } from "@/lib/auth/admin-guard";
import { numericIdSchema } from "@/lib/validation/id";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Quote request #${(await params).id}` };
}

/** One quote request: price it, revoke or decline, follow its print order, read the customer's questions. */
export default async function AdminQuoteRequestPage({ params }: Props) {
  await adminForPage();
  // An id that can't be one answers as not found, like an unknown one.
  const id = numericIdSchema("Quote request").safeParse((await params).id);
  const detail = id.success ? await quoteRequestDetail(id.data) : null;
  if (!detail) notFound();
  return <QuoteDetail detail={detail} />;
}
