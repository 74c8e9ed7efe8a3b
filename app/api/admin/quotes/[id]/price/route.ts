import { NextResponse } from "next/server";
import { numericId } from "@/lib/admin/route-params";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { apiHandler, readJson } from "@/lib/http/api";
import { priceQuote } from "@/lib/quotes/admin-actions";
import { priceQuoteSchema } from "@/lib/validation/print-quote";

/** POST /api/admin/quotes/{id}/price { items, note }: prices the request and emails the customer its link (audited). */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Quote request");
  const input = await readJson(request, priceQuoteSchema);
  return NextResponse.json(await priceQuote(admin, id, input), { status: 201 });
});
